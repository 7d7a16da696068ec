import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiRequest } from 'shared-auth';
import styled from 'styled-components';
import { personName, type Task, type TeamUser } from 'shared-contracts';
import { pagePath } from 'shared-contracts/federation';
import { formatDate, space } from 'shared-ui';

interface SearchResponse {
  success: true;
  users: TeamUser[];
  tasks: Task[];
}

const Wrap = styled.form`
  position: relative;
  flex: 1;
  max-width: 420px;
  min-width: 0;
  @media (max-width: 640px) {
    flex-basis: 100%;
    max-width: none;
    order: 3;
  }
  & input {
    width: 100%;
    min-height: 38px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    padding: 0.4rem 0.6rem;
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: ${({ theme }) => theme.shadow};
  max-height: 60vh;
  overflow-y: auto;
  padding: ${space('xs')};
  & h3 {
    font-size: 0.8rem;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
    margin: ${space('xs', 'xxs')};
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & a {
    display: block;
    padding: ${space('xs')};
    border-radius: 6px;
    color: inherit;
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
    display: block;
  }
`;

type SearchState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'done'; data: SearchResponse };

/** The admin header's search: finds the company's users and tasks (GET /api/admin/search). */
export function HeaderSearch() {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    // Wait for a pause in typing so each keystroke does not hit the server.
    const timer = setTimeout(() => {
      setState({ kind: 'loading' });
      apiRequest<SearchResponse>(`/api/admin/search?q=${encodeURIComponent(q)}`, { signal: controller.signal }).then(
        (data) => setState({ kind: 'done', data }),
        (error: unknown) => !controller.signal.aborted && setState({ kind: 'error', message: error instanceof Error ? error.message : 'Search failed' }),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    const close = (e: MouseEvent) => wrapRef.current && !wrapRef.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const showPanel = open && state.kind !== 'idle';
  return (
    <Wrap role="search" ref={wrapRef} onSubmit={(e) => e.preventDefault()} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <label htmlFor={`${panelId}-q`} style={{ position: 'absolute', left: '-9999px' }}>
        Search users and tasks
      </label>
      <input
        id={`${panelId}-q`}
        type="search"
        placeholder="Search users and tasks"
        value={query}
        aria-controls={panelId}
        autoComplete="off"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
      />
      <div aria-live="polite" id={panelId}>
        {showPanel && (
          <Panel>
            {state.kind === 'loading' && <p role="status">Searching...</p>}
            {state.kind === 'error' && <p role="alert">{state.message}</p>}
            {state.kind === 'done' && state.data.users.length === 0 && state.data.tasks.length === 0 && <p>No results found</p>}
            {state.kind === 'done' && state.data.users.length > 0 && (
              <section aria-label="Users">
                <h3>Users</h3>
                <ul>
                  {state.data.users.map((u) => (
                    <li key={u.id}>
                      <Link to={pagePath('admin', u.role === 'checker' ? 'checkers' : 'makers')} onClick={() => setOpen(false)}>
                        {personName(u)}
                        <small>
                          {u.email} · {u.role}
                        </small>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {state.kind === 'done' && state.data.tasks.length > 0 && (
              <section aria-label="Tasks">
                <h3>Tasks</h3>
                <ul>
                  {state.data.tasks.map((t) => (
                    <li key={t._id}>
                      <Link to={pagePath('admin', 'tasks', { assignedTo: t.assignedTo.id })} onClick={() => setOpen(false)}>
                        {t.description}
                        <small>
                          {personName(t.assignedTo)} · due {formatDate(t.dueDate)} · {t.status}
                        </small>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </Panel>
        )}
      </div>
    </Wrap>
  );
}
