import { useState } from 'react';
import type { TeamRole } from 'shared-contracts';
import { Button, ConfirmDialog, EmptyState, ErrorState, Spinner, toast } from 'shared-ui';
import styled from 'styled-components';
import type { AsyncState } from 'shared-ui';
import { personName, type TeamUser } from '../../common/types';
import { serverMessage, usersApi } from './usersApi';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: left;
    padding: 0.55rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (max-width: 640px) {
    & thead {
      display: none;
    }
    & tr {
      display: block;
      padding: 0.5rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & td {
      display: block;
      border: 0;
      padding: 0.15rem 0;
    }
  }
`;

type Action = 'delete' | 'mfa' | 'sessions';

/** What each row action asks before it runs, and how it is carried out. */
const ACTIONS: Record<Action, { title: string; message: (name: string) => string; confirmLabel: string; run: (id: string) => Promise<{ message: string }> }> = {
  delete: {
    title: 'Delete user',
    message: () => 'Are you sure you want to delete this user?',
    confirmLabel: 'Delete',
    run: (id) => usersApi.remove(id).then(() => ({ message: 'User deleted successfully!' })),
  },
  mfa: {
    title: 'Reset two-step verification',
    message: (name) =>
      `Reset the two-step verification of ${name}? Use this only when they have lost their authenticator and you have confirmed who is asking. They are signed out everywhere and told by e-mail.`,
    confirmLabel: 'Reset',
    run: usersApi.resetMfa,
  },
  sessions: {
    title: 'End all sessions',
    message: (name) => `Sign ${name} out of every device now? They can sign in again with their password.`,
    confirmLabel: 'End sessions',
    run: usersApi.endSessions,
  },
};

/** The company's users of one role, with delete, MFA reset and ending sessions, each after a confirmation. */
export function UserList({ role, state }: { role: TeamRole; state: AsyncState<TeamUser[]> }) {
  const [pending, setPending] = useState<{ user: TeamUser; action: Action } | null>(null);
  const [busy, setBusy] = useState(false);

  if (state.loading && !state.data) return <Spinner label="Loading users..." />;
  if (state.error) return <ErrorState message={state.error} onRetry={state.reload} />;
  const users = state.data ?? [];
  if (users.length === 0) return <EmptyState>{`No ${role} users found. Create one to get started.`}</EmptyState>;

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await ACTIONS[pending.action].run(pending.user.id);
      toast.success(answer.message);
      state.reload();
    } catch (error) {
      toast.error(pending.action === 'delete' ? 'Error deleting user' : (serverMessage(error) ?? 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return (
    <>
      <Table>
        <caption className="visually-hidden" style={{ position: 'absolute', left: '-9999px' }}>
          {`${role === 'maker' ? 'Maker' : 'Checker'} users`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span style={{ position: 'absolute', left: '-9999px' }}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{personName(user)}</td>
              <td>{user.email}</td>
              <td>{user.status === 'suspended' ? 'Suspended' : 'Active'}</td>
              <td style={{ display: 'flex', flexWrap: 'wrap', gap: '0.4rem' }}>
                {user.mfaEnabled && (
                  <Button
                    type="button"
                    $variant="secondary"
                    $small
                    onClick={() => setPending({ user, action: 'mfa' })}
                    aria-label={`Reset two-step verification of ${personName(user)}`}
                  >
                    Reset two-step
                  </Button>
                )}
                <Button
                  type="button"
                  $variant="secondary"
                  $small
                  onClick={() => setPending({ user, action: 'sessions' })}
                  aria-label={`End sessions of ${personName(user)}`}
                >
                  End sessions
                </Button>
                <Button type="button" $variant="danger" $small onClick={() => setPending({ user, action: 'delete' })} aria-label={`Delete ${personName(user)}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {pending && (
        <ConfirmDialog
          title={ACTIONS[pending.action].title}
          message={ACTIONS[pending.action].message(personName(pending.user))}
          confirmLabel={ACTIONS[pending.action].confirmLabel}
          danger
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
