import type { TeamRole } from 'shared-contracts';
import { PageTitle, Section, useAsync, space } from 'shared-ui';
import styled from 'styled-components';
import { BulkInvite } from './BulkInvite';
import { CreateUserForm } from './CreateUserForm';
import { InviteUserForm } from './InviteUserForm';
import { UserList } from './UserList';
import { roleLabel, usersApi } from './usersApi';

// One column no wider than the screen: a long file name or a wide preview scrolls inside its card.
// The grid's gap spaces the title from the first card (its own margin doubled it).
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space('md')};
  & > h1 {
    margin: 0;
  }
`;

const Hint = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /admin/panels/maker and /admin/panels/checker. */
export function UserManagementPage({ role }: { role: TeamRole }) {
  const users = useAsync((signal) => usersApi.list(role, signal).then((r) => r.users), [role]);
  const label = roleLabel(role);
  return (
    <Stack>
      <PageTitle>{`${label} Panel`}</PageTitle>
      {/* Sections: card headings the size of every other page's (an h2 as large as the page's h1 read as a second page title). */}
      {/* Invitation first: the person chooses their own password, so none is handed over. */}
      <Section id={`invite-${role}-title`} title="Invite by e-mail">
        <InviteUserForm role={role} onInvited={users.reload} />
      </Section>
      <Section id={`bulk-${role}-title`} title="Invite a team from a file">
        <BulkInvite onInvited={users.reload} />
      </Section>
      <Section id={`create-${role}-title`} title={`Create ${label}`}>
        <Hint>
          Or create the account with a password yourself. The person gets a welcome e-mail with the sign-in address, never the password: give it to them in person, and
          they can change it once signed in.
        </Hint>
        <CreateUserForm role={role} onCreated={users.reload} />
      </Section>
      <Section id={`list-${role}-title`} title={`${label} users`}>
        <UserList role={role} state={users} />
      </Section>
    </Stack>
  );
}
