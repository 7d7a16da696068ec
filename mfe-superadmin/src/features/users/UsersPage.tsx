import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANY_ROLES, type CompanyChoicesResponse, type PlatformUserRow, type PlatformUsersResponse } from 'shared-contracts';
import { Button, ConfirmDialog, PagedTable, PageTitle, toast, useApi, type Column, Options } from 'shared-ui';
import { listParams } from '../../common/listParams';
import { queryString } from 'shared-auth';
import { Actions, Badge, Filters, StatusFilter, Toolbar } from '../../common/ui';
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
  const [searchText, setSearchText] = useState(filters.search);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const list = useApi<PlatformUsersResponse>(`/api/super-admin/users${queryString({ ...filters, page, pageSize: PAGE_SIZE })}`);
  const choices = useApi<CompanyChoicesResponse>('/api/super-admin/company-choices');
  const companies = choices.data?.companies ?? [];

  const update = (next: Partial<typeof filters> & { page?: number }) => {
    setParams(listParams({ ...filters, page: 1, ...next }));
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ search: searchText.trim() });
  };

  const toggleSuspension = async (user: PlatformUserRow, suspend: boolean) => {
    setBusyId(user.id);
    try {
      await setUserSuspended(user.id, suspend);
      toast.success(suspend ? `${user.firstName} ${user.lastName} has been suspended` : `${user.firstName} ${user.lastName} has been reactivated`);
      setDialog(null);
      list.reload();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'An error occurred');
    } finally {
      setBusyId(null);
    }
  };

  /** MFA reset and ending sessions: the server's answer is what the operator reads. */
  const runAccountAction = async (user: PlatformUserRow, action: (id: string) => Promise<{ message: string }>) => {
    setBusyId(user.id);
    try {
      toast.success((await action(user.id)).message);
      setDialog(null);
      list.reload();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'An error occurred');
    } finally {
      setBusyId(null);
    }
  };

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
            <Button type="button" $small aria-label={`Reactivate ${name(u)}`} disabled={busyId === u.id} onClick={() => void toggleSuspension(u, false)}>
              Reactivate
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <>
      <Toolbar>
        <PageTitle>User Management</PageTitle>
        <Button type="button" onClick={() => setDialog({ kind: 'add' })}>
          Add New User
        </Button>
      </Toolbar>

      <Filters role="search" aria-label="Filter users" onSubmit={onSearch}>
        <label>
          Search
          <input type="search" value={searchText} placeholder="Name, email or company" onChange={(e) => setSearchText(e.target.value)} />
        </label>
        <Button type="submit" $variant="secondary">
          Search
        </Button>
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
      </Filters>

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
      {dialog?.kind === 'mfa' && (
        <ConfirmDialog
          title="Reset two-step verification"
          message={`Reset the two-step verification of ${dialog.user.firstName} ${dialog.user.lastName}? Do this only after confirming their identity. They are signed out everywhere, told by e-mail, and ${dialog.user.role === 'admin' ? 'must set up an authenticator app at their next sign-in' : 'can set it up again on their Security page'}.`}
          confirmLabel="Reset"
          danger
          busy={busyId === dialog.user.id}
          onConfirm={() => void runAccountAction(dialog.user, resetUserMfa)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'sessions' && (
        <ConfirmDialog
          title="End all sessions"
          message={`Sign ${dialog.user.firstName} ${dialog.user.lastName} out of every device now? They can sign in again with their password.`}
          confirmLabel="End sessions"
          danger
          busy={busyId === dialog.user.id}
          onConfirm={() => void runAccountAction(dialog.user, endUserSessions)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'suspend' && (
        <ConfirmDialog
          title="Suspend user"
          message={`Suspend ${dialog.user.firstName} ${dialog.user.lastName}? They are signed out at once and cannot sign in until reactivated.`}
          confirmLabel="Suspend"
          danger
          busy={busyId === dialog.user.id}
          onConfirm={() => void toggleSuspension(dialog.user, true)}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
