import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANY_ROLES, type CompanyChoicesResponse, type PlatformUserRow, type PlatformUsersResponse } from 'shared-contracts';
import { Button, ConfirmDialog, PagedTable, toast, useAction, useApi, type Column, Options } from 'shared-ui';
import { listParams } from '../../common/listParams';
import { queryString } from 'shared-auth';
import { Actions, Badge, ListHeader, StatusFilter } from '../../common/ui';
import { UserFormModal } from './UserFormModal';
import { ROLE_LABELS } from './roleLabels';
import { endUserSessions, resetUserMfa, setUserSuspended } from './usersApi';

const PAGE_SIZE = 20;

const TEXTS = { label: 'Users', empty: 'No users match these filters.', loading: 'Loading users...', pager: 'Users pages' };

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: PlatformUserRow }
  | { kind: 'suspend'; user: PlatformUserRow }
  | { kind: 'mfa'; user: PlatformUserRow }
  | { kind: 'sessions'; user: PlatformUserRow }
  | null;

type Confirmation = 'mfa' | 'sessions' | 'suspend';
const fullName = (u: PlatformUserRow) => `${u.firstName} ${u.lastName}`;

/** What the operator confirms before an account action: the dialog's title and button, and the question naming the user and saying the consequences. */
const CONFIRM_TITLES: Record<Confirmation, [title: string, confirmLabel: string]> = {
  mfa: ['Reset two-step verification', 'Reset'],
  sessions: ['End all sessions', 'End sessions'],
  suspend: ['Suspend user', 'Suspend'],
};
const CONFIRM_MESSAGES: Record<Confirmation, (u: PlatformUserRow) => string> = {
  mfa: (u) =>
    `Reset the two-step verification of ${fullName(u)}? Do this only after confirming their identity. They are signed out everywhere, told by e-mail, and ${u.role === 'admin' ? 'must set up an authenticator app at their next sign-in' : 'can set it up again on their Security page'}.`,
  sessions: (u) => `Sign ${fullName(u)} out of every device now? They can sign in again with their password.`,
  suspend: (u) => `Suspend ${fullName(u)}? They are signed out at once and cannot sign in until reactivated.`,
};

/** User Management: every company user; filters live in the address so a view can be shared. */
export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const filters = {
    search: params.get('search') ?? '',
    role: params.get('role') ?? '',
    companyId: params.get('companyId') ?? '',
    status: params.get('status') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busyKey, run } = useAction();

  const list = useApi<PlatformUsersResponse>(`/api/super-admin/users${queryString({ ...filters, page, pageSize: PAGE_SIZE })}`);
  const choices = useApi<CompanyChoicesResponse>('/api/super-admin/company-choices');
  const companies = choices.data?.companies ?? [];

  const update = (next: Partial<typeof filters> & { page?: number }) => {
    setParams(listParams({ ...filters, page: 1, ...next }));
  };

  /** Runs an account action on a user; the toast says what happened (for MFA reset and sessions, the server's words). */
  const runAccountAction = (user: PlatformUserRow, action: (id: string) => Promise<{ message: string }>) =>
    run(async () => {
      const { message } = await action(user.id);
      setDialog(null);
      list.reload();
      return message;
    }, user.id);

  const toggleSuspension = (user: PlatformUserRow, suspend: boolean) =>
    runAccountAction(user, async (id) => {
      await setUserSuspended(id, suspend);
      return { message: `${user.firstName} ${user.lastName} has been ${suspend ? 'suspended' : 'reactivated'}` };
    });

  const confirmed = (kind: Confirmation, user: PlatformUserRow) =>
    kind === 'suspend' ? toggleSuspension(user, true) : runAccountAction(user, kind === 'mfa' ? resetUserMfa : endUserSessions);

  const name = (u: PlatformUserRow) => `${u.firstName} ${u.lastName}`.trim();
  const columns: Array<Column<PlatformUserRow>> = [
    { header: 'Name', cell: name },
    { header: 'Email', cell: (u) => u.email },
    { header: 'Role', cell: (u) => ROLE_LABELS[u.role] ?? u.role },
    { header: 'Company', cell: (u) => u.companyName ?? '—' },
    { header: 'Status', cell: (u) => <Badge $tone={u.status}>{u.status === 'active' ? 'Active' : 'Suspended'}</Badge> },
    {
      header: 'Actions',
      cell: (u) => (
        <Actions>
          <Button type="button" $small $variant="secondary" aria-label={`Edit ${name(u)}`} onClick={() => setDialog({ kind: 'edit', user: u })}>
            Edit
          </Button>
          {u.mfaEnabled && (
            <Button
              type="button"
              $small
              $variant="secondary"
              aria-label={`Reset two-step verification of ${name(u)}`}
              onClick={() => setDialog({ kind: 'mfa', user: u })}
            >
              Reset two-step
            </Button>
          )}
          <Button type="button" $small $variant="secondary" aria-label={`End sessions of ${name(u)}`} onClick={() => setDialog({ kind: 'sessions', user: u })}>
            End sessions
          </Button>
          {u.status === 'active' ? (
            <Button type="button" $small $variant="danger" aria-label={`Suspend ${name(u)}`} onClick={() => setDialog({ kind: 'suspend', user: u })}>
              Suspend
            </Button>
          ) : (
            <Button type="button" $small aria-label={`Reactivate ${name(u)}`} disabled={busyKey === u.id} onClick={() => void toggleSuspension(u, false)}>
              Reactivate
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title="User Management"
        addLabel="Add New User"
        onAdd={() => setDialog({ kind: 'add' })}
        filterLabel="Filter users"
        placeholder="Name, email or company"
        search={filters.search}
        onSearch={(search) => update({ search })}
      >
        <label>
          Role
          <select value={filters.role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">All roles</option>
            <Options items={COMPANY_ROLES} label={(r) => ROLE_LABELS[r]} />
          </select>
        </label>
        <label>
          Company
          <select value={filters.companyId} onChange={(e) => update({ companyId: e.target.value })}>
            <option value="">All companies</option>
            <Options items={companies} value={(c) => c.id} label={(c) => c.companyName} />
          </select>
        </label>
        <StatusFilter value={filters.status} onChange={(status) => update({ status })} />
      </ListHeader>

      <PagedTable state={list} rows={(data) => data.users} columns={columns} look="console" texts={TEXTS} onPage={(p) => update({ page: p })} />

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserFormModal
          user={dialog.kind === 'edit' ? dialog.user : null}
          companies={companies}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            toast.success(dialog.kind === 'add' ? `${saved.firstName} ${saved.lastName} has been added` : 'User updated successfully!');
            setDialog(null);
            list.reload();
          }}
        />
      )}
      {(dialog?.kind === 'mfa' || dialog?.kind === 'sessions' || dialog?.kind === 'suspend') && (
        <ConfirmDialog
          title={CONFIRM_TITLES[dialog.kind][0]}
          message={CONFIRM_MESSAGES[dialog.kind](dialog.user)}
          confirmLabel={CONFIRM_TITLES[dialog.kind][1]}
          danger
          busy={busyKey === dialog.user.id}
          onConfirm={() => void confirmed(dialog.kind, dialog.user)}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
