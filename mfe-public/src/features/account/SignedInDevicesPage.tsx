import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DeviceSession } from 'shared-contracts';
import { Button, Card, EmptyState, ErrorBanner, ErrorState, Field, Modal, PageTitle, Spinner, toast, useAsync, formatDateTime, PlainList, space, theme } from 'shared-ui';
import { deviceLabel } from './deviceLabel';
import { endOtherSessions, endSession, fetchSessions } from './devicesApi';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('sm')};
  padding: 0.9rem ${space('md')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  & dl {
    margin: ${space('xxs', 0, 0)};
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem ${space('sm')};
    font-size: 0.9rem;
  }
  & dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span`
  margin-left: ${space('xs')};
  padding: 0.1rem ${space('xs')};
  border-radius: 999px;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.tints.success.background};
  color: ${({ theme }) => theme.tints.success.color};
`;

const when = (iso: string) => formatDateTime(iso);

/** Who asks for the password before ending sessions: one session, or all the others. */
type Ending = { kind: 'one'; session: DeviceSession } | { kind: 'others' };

/** Signed-in devices: every live session of this account, and ending the others (password again). */
export default function SignedInDevicesPage() {
  const { data, loading, error, reload } = useAsync(fetchSessions, []);
  const [ending, setEnding] = useState<Ending | null>(null);

  if (loading && !data) return <Spinner label="Loading your sessions..." />;
  if (error || !data) return <ErrorState message="Your signed-in devices could not be loaded." onRetry={reload} />;

  const others = data.sessions.filter((s) => !s.current);
  return (
    <Card>
      <PageTitle>Signed-in devices</PageTitle>
      <p>
        These are the browsers signed in to your account. A session ends after {data.idleMinutes} minutes without use, and when you log out. If you do not recognise one,
        end it and change your password.
      </p>
      {data.sessions.length === 0 ? (
        <EmptyState>No active sessions.</EmptyState>
      ) : (
        <PlainList aria-label="Active sessions">
          {data.sessions.map((session) => (
            <Item key={session.id} aria-label={deviceLabel(session.userAgent)}>
              <div>
                <strong>{deviceLabel(session.userAgent)}</strong>
                {session.current && <Badge>This device</Badge>}
                <dl>
                  <dt>IP address</dt>
                  <dd>{session.ip ?? 'Unknown'}</dd>
                  <dt>Signed in</dt>
                  <dd>{when(session.createdAt)}</dd>
                  <dt>Last active</dt>
                  <dd>{when(session.lastSeenAt)}</dd>
                </dl>
              </div>
              {!session.current && (
                <Button type="button" $variant="secondary" $small onClick={() => setEnding({ kind: 'one', session })}>
                  End session
                </Button>
              )}
            </Item>
          ))}
        </PlainList>
      )}
      {others.length > 0 && (
        <p>
          <Button type="button" $variant="danger" onClick={() => setEnding({ kind: 'others' })}>
            End all other sessions
          </Button>
        </p>
      )}
      {ending && (
        <ConfirmWithPassword
          ending={ending}
          onClose={() => setEnding(null)}
          onDone={(message) => {
            setEnding(null);
            toast.success(message);
            reload();
          }}
        />
      )}
    </Card>
  );
}

function ConfirmWithPassword({ ending, onClose, onDone }: { ending: Ending; onClose: () => void; onDone: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const title = ending.kind === 'one' ? 'End session' : 'End all other sessions';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem('Please enter your password');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = ending.kind === 'one' ? await endSession(ending.session.id, password) : await endOtherSessions(password);
      onDone(answer.message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'An error occurred');
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>
          {ending.kind === 'one'
            ? `The browser "${deviceLabel(ending.session.userAgent)}" will be signed out at once.`
            : 'Every other browser signed in to your account will be signed out at once.'}{' '}
          Enter your password to confirm.
        </p>
        {problem && <ErrorBanner role="alert">{problem}</ErrorBanner>}
        <Field>
          <label htmlFor="confirm-password">Password</label>
          <input id="confirm-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <div style={{ display: 'flex', gap: theme.space.xs, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" $variant="danger" disabled={busy}>
            {title}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
