import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../format';
import { useAction } from '../hooks/useAction';
import { theme } from '../theme';
import styled from 'styled-components';
import { apiRequest } from 'shared-auth';
import { NOTIFICATION_EVENTS, NOTIFICATION_EVENT_LABELS, type NotificationEvent } from 'shared-contracts';
import type { AppNotification, NotificationListResponse, NotificationPreferencesResponse, UnreadCountResponse } from 'shared-contracts';
import { space } from '../spacing';

const POLL_MS = 60_000;

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

const BellButton = styled.button`
  position: relative;
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: 999px;
  width: 40px;
  height: 40px;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: inherit;
`;

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onTone};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 46px;
  z-index: 50;
  width: min(360px, 90vw);
  max-height: 70vh;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: 8px;
  box-shadow: ${({ theme }) => theme.shadowDialog};
  padding: ${space('sm')};
  text-align: left;
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  & li button,
  & li a {
    display: block;
    color: inherit;
    text-decoration: none;
    width: 100%;
    text-align: left;
    background: none;
    border: 0;
    padding: ${space('xs', 'xxs')};
    cursor: pointer;
  }
  & li.unread button strong::before,
  & li.unread a strong::before {
    content: '● ';
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function NoticeText({ n }: { n: AppNotification }) {
  return (
    <>
      <strong>{n.title}</strong>
      <div style={{ fontSize: theme.fontSize.small, color: theme.colors.muted }}>{n.body}</div>
      <small>{formatDateTime(n.createdAt)}</small>
    </>
  );
}

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space('xs')};
  margin-bottom: ${space('xs')};
`;

const LinkButton = styled.button`
  background: none;
  border: 0;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  padding: 0;
  font-size: 0.85rem;
`;

/**
 * The bell of the signed-in areas: unread count (polled each minute), the latest notifications,
 * mark read, and the user's e-mail choices per event type.
 */
/** Drawn, not an emoji: a machine without an emoji font (a server's headless browser, some desktops) showed a box. */
function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

export function NotificationBell() {
  const navigate = useNavigate();
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'list' | 'email'>('list');
  const [items, setItems] = useState<AppNotification[] | null>(null);
  const [email, setEmail] = useState<Record<NotificationEvent, boolean> | null>(null);
  // The panel shows a failure in its own alert line, not as a toast.
  const { error, run } = useAction({ errorShown: 'inline' });
  const wrapRef = useRef<HTMLDivElement>(null);

  const refreshCount = useCallback(async () => {
    try {
      setCount((await apiRequest<UnreadCountResponse>('/api/notifications/unread-count')).unreadCount);
    } catch {
      /* the count waits for the next poll */
    }
  }, []);

  useEffect(() => {
    void refreshCount();
    const timer = setInterval(() => void refreshCount(), POLL_MS);
    return () => clearInterval(timer);
  }, [refreshCount]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => wrapRef.current && !wrapRef.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const load = () =>
    run(async () => {
      const answer = await apiRequest<NotificationListResponse>('/api/notifications?limit=20');
      setItems(answer.notifications);
      setCount(answer.unreadCount);
    });

  const toggle = () => {
    const next = !open;
    setOpen(next);
    setView('list');
    if (next) void load();
  };

  const openItem = async (n: AppNotification) => {
    const markedRead =
      n.read ||
      (await run(async () => {
        const answer = await apiRequest<UnreadCountResponse>(`/api/notifications/${n.id}/read`, { method: 'POST' });
        setCount(answer.unreadCount);
        setItems((list) => list?.map((x) => (x.id === n.id ? { ...x, read: true } : x)) ?? null);
      }));
    if (!markedRead) return;
    if (n.link) {
      setOpen(false);
      navigate(n.link);
    }
  };

  const readAll = () =>
    run(async () => {
      await apiRequest('/api/notifications/read-all', { method: 'POST' });
      setCount(0);
      setItems((list) => list?.map((x) => ({ ...x, read: true })) ?? null);
    });

  const showEmail = () => {
    setView('email');
    return run(async () => setEmail((await apiRequest<NotificationPreferencesResponse>('/api/notifications/preferences')).email));
  };

  const setEmailFor = (event: NotificationEvent, on: boolean) =>
    run(async () => {
      const answer = await apiRequest<NotificationPreferencesResponse>('/api/notifications/preferences', { method: 'PUT', body: { email: { [event]: on } } });
      setEmail(answer.email);
    });

  return (
    <Wrap ref={wrapRef}>
      <BellButton type="button" aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'} aria-expanded={open} onClick={toggle}>
        <BellIcon />
        {count > 0 && <Count aria-hidden="true">{count > 99 ? '99+' : count}</Count>}
      </BellButton>
      {open && (
        <Panel role="dialog" aria-label="Notifications">
          {error && <p role="alert">{error}</p>}
          {view === 'list' ? (
            <>
              <Row>
                <strong>Notifications</strong>
                <span style={{ display: 'flex', gap: theme.space.sm }}>
                  <LinkButton type="button" onClick={() => void readAll()} disabled={count === 0}>
                    Mark all read
                  </LinkButton>
                  <LinkButton type="button" onClick={() => void showEmail()}>
                    E-mail settings
                  </LinkButton>
                </span>
              </Row>
              {items === null ? (
                <p>Loading...</p>
              ) : items.length === 0 ? (
                <p>No notifications yet.</p>
              ) : (
                <ul>
                  {items.map((n) => (
                    <li key={n.id} className={n.read ? 'read' : 'unread'}>
                      {/* A notice about an item is a link to it (open in a new tab works too); marked read on the way. */}
                      {n.link ? (
                        <a
                          href={n.link}
                          onClick={(e) => {
                            e.preventDefault();
                            void openItem(n);
                          }}
                        >
                          <NoticeText n={n} />
                        </a>
                      ) : (
                        <button type="button" onClick={() => void openItem(n)}>
                          <NoticeText n={n} />
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <>
              <Row>
                <strong>E-mail me when</strong>
                <LinkButton type="button" onClick={() => setView('list')}>
                  Back
                </LinkButton>
              </Row>
              {email === null ? (
                <p>Loading...</p>
              ) : (
                <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend className="visually-hidden">E-mail notifications</legend>
                  {NOTIFICATION_EVENTS.map((event) => (
                    <label key={event} style={{ display: 'block', padding: `${theme.space.xxs} 0` }}>
                      <input type="checkbox" checked={email[event]} onChange={(e) => void setEmailFor(event, e.target.checked)} /> {NOTIFICATION_EVENT_LABELS[event]}
                    </label>
                  ))}
                  <p style={{ fontSize: theme.fontSize.label, color: theme.colors.muted }}>In-app notifications always appear here.</p>
                </fieldset>
              )}
            </>
          )}
        </Panel>
      )}
    </Wrap>
  );
}
