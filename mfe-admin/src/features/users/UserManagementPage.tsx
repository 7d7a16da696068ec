import type { TeamRole } from 'shared-contracts';
import { Card, PageTitle, useAsync } from 'shared-ui';
import styled from 'styled-components';
import { BulkInvite } from './BulkInvite';
import { CreateUserForm } from './CreateUserForm';
import { InviteUserForm } from './InviteUserForm';
import { UserList } from './UserList';
import { roleLabel, usersApi } from './usersApi';

// One column no wider than the screen: a long file name or a wide preview scrolls inside its card.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;

/** /admin/panels/maker and /admin/panels/checker. */
export function UserManagementPage({ role }: { role: TeamRole }) {
  const users = useAsync((signal) => usersApi.list(role, signal).then((r) => r.users), [role]);
  const label = roleLabel(role);
  return (
    <Stack>
      <PageTitle>{`${label} Panel`}</PageTitle>
      <Card aria-labelledby={`create-${role}-title`}>
        <h2 id={`create-${role}-title`} style={{ marginTop: 0 }}>{`Create ${label}`}</h2>
        <CreateUserForm role={role} onCreated={users.reload} />
      </Card>
      <Card aria-labelledby={`invite-${role}-title`}>
        <h2 id={`invite-${role}-title`} style={{ marginTop: 0 }}>
          Invite by e-mail
        </h2>
        <InviteUserForm role={role} onInvited={users.reload} />
      </Card>
      <Card aria-labelledby={`bulk-${role}-title`}>
        <h2 id={`bulk-${role}-title`} style={{ marginTop: 0 }}>
          Invite a team from a file
        </h2>
        <BulkInvite onInvited={users.reload} />
      </Card>
      <Card aria-labelledby={`list-${role}-title`}>
        <h2 id={`list-${role}-title`} style={{ marginTop: 0 }}>{`${label} users`}</h2>
        <UserList role={role} state={users} />
      </Card>
    </Stack>
  );
}
