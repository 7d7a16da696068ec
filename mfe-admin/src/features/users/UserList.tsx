import { useState } from 'react';
import type { TeamRole } from 'shared-contracts';
import { Button, ConfirmDialog, EmptyState, ErrorState, Spinner, toast } from 'shared-ui';
import styled from 'styled-components';
import type { AsyncState } from 'shared-ui';
import { personName, type TeamUser } from '../../common/types';
import { usersApi } from './usersApi';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th, & td { text-align: left; padding: 0.55rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  @media (max-width: 640px) {
    & thead { display: none; }
    & tr { display: block; padding: 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    & td { display: block; border: 0; padding: 0.15rem 0; }
  }
`;

/** The company's users of one role, with delete after a confirmation. */
export function UserList({ role, state }: { role: TeamRole; state: AsyncState<TeamUser[]> }) {
  const [pending, setPending] = useState<TeamUser | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (state.loading && !state.data) return <Spinner label="Loading users..." />;
  if (state.error) return <ErrorState message={state.error} onRetry={state.reload} />;
  const users = state.data ?? [];
  if (users.length === 0) return <EmptyState>{`No ${role} users found. Create one to get started.`}</EmptyState>;

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      await usersApi.remove(pending.id);
      toast.success('User deleted successfully!');
      state.reload();
    } catch {
      toast.error('Error deleting user');
    } finally {
      setDeleting(false);
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
              <td>
                <Button type="button" $variant="danger" $small onClick={() => setPending(user)} aria-label={`Delete ${personName(user)}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {pending && (
        <ConfirmDialog
          title="Delete user"
          message="Are you sure you want to delete this user?"
          confirmLabel="Delete"
          danger
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
