import { useState } from 'react';
import type { TeamRole } from 'shared-contracts';
import { Button, ConfirmDialog, DataTable, EmptyState, ErrorState, Spinner, toast, type Column, theme } from 'shared-ui';
import type { AsyncState } from 'shared-ui';
import { personName, type TeamUser } from '../../common/types';
import { invitationsApi } from './invitationsApi';
import { serverMessage, usersApi } from './usersApi';

type Action = 'delete' | 'mfa' | 'sessions' | 'invite';

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
  invite: {
    title: 'Send the invitation again',
    message: (name) => `Send ${name} a new invitation link? The earlier link stops working.`,
    confirmLabel: 'Send',
    run: invitationsApi.resend,
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

  const columns: Array<Column<TeamUser>> = [
    // Texts level with the row's buttons; the name stands out when the rows stack on a phone.
    { header: 'Name', cell: personName, cellStyle: { fontWeight: 600, verticalAlign: 'middle' } },
    { header: 'Email', cell: (user) => user.email, cellStyle: { verticalAlign: 'middle', overflowWrap: 'anywhere' } },
    {
      header: 'Status',
      cell: (user) => (user.status === 'suspended' ? 'Suspended' : user.invitationPending ? 'Invited' : 'Active'),
      cellStyle: { verticalAlign: 'middle' },
    },
    {
      header: 'Actions',
      hideHeader: true,
      cellStyle: { display: 'flex', flexWrap: 'wrap', gap: theme.space.xs },
      cell: (user) => (
        <>
          {user.invitationPending && (
            <Button
              type="button"
              $variant="secondary"
              $small
              onClick={() => setPending({ user, action: 'invite' })}
              aria-label={`Resend the invitation of ${personName(user)}`}
            >
              Resend invitation
            </Button>
          )}
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
          <Button type="button" $variant="secondary" $small onClick={() => setPending({ user, action: 'sessions' })} aria-label={`End sessions of ${personName(user)}`}>
            End sessions
          </Button>
          <Button type="button" $variant="danger" $small onClick={() => setPending({ user, action: 'delete' })} aria-label={`Delete ${personName(user)}`}>
            Delete
          </Button>
        </>
      ),
    },
  ];

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
      <DataTable caption={`${role === 'maker' ? 'Maker' : 'Checker'} users`} stackOnMobile columns={columns} rows={users} rowKey={(user) => user.id} />
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
