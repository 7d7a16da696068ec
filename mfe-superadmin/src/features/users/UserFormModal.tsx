import { useState, type FormEvent } from 'react';
import { COMPANY_ROLES, passwordLengthError } from 'shared-contracts';
import type { CompanyRole, PlatformUserRow } from 'shared-contracts';
import { Button, ErrorBanner, Field, Modal, Options, useAction, theme } from 'shared-ui';
import { createUser, updateUser } from './usersApi';
import { ROLE_LABELS } from './roleLabels';

/** Add New User (any company) or Edit: same form; the password only when adding. */
export function UserFormModal({
  user,
  companies,
  onClose,
  onSaved,
}: {
  user: PlatformUserRow | null;
  companies: { id: string; companyName: string }[];
  onClose: () => void;
  onSaved: (user: PlatformUserRow) => void;
}) {
  const editing = user !== null;
  const [form, setForm] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    password: '',
    role: (user?.role as CompanyRole | undefined) ?? 'maker',
    companyId: user?.companyId ?? '',
  });
  const { busy, error, setError, run } = useAction({ errorShown: 'inline' });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const required = [form.firstName, form.lastName, form.email, ...(editing ? [] : [form.password, form.companyId])];
    if (required.some((v) => v.trim() === '')) return setError('Please fill in all fields');
    // docs/decisions/0014-sign-in-and-credentials.md: 8 characters, 12 for an admin (the server also refuses common passwords).
    const passwordRule = editing ? null : passwordLengthError(form.password, form.role);
    if (passwordRule) return setError(passwordRule);
    await run(async () => {
      const answer = editing
        ? await updateUser(user.id, { firstName: form.firstName, lastName: form.lastName, email: form.email, role: form.role })
        : await createUser({ ...form });
      onSaved(answer.user);
    });
  };

  return (
    <Modal title={editing ? 'Edit User' : 'Add New User'} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor="user-first-name">First Name</label>
          <input id="user-first-name" value={form.firstName} onChange={set('firstName')} autoComplete="off" />
        </Field>
        <Field>
          <label htmlFor="user-last-name">Last Name</label>
          <input id="user-last-name" value={form.lastName} onChange={set('lastName')} autoComplete="off" />
        </Field>
        <Field>
          <label htmlFor="user-email">Email</label>
          <input id="user-email" type="email" value={form.email} onChange={set('email')} autoComplete="off" />
        </Field>
        {!editing && (
          <Field>
            <label htmlFor="user-password">Password</label>
            <input id="user-password" type="password" value={form.password} onChange={set('password')} autoComplete="new-password" />
          </Field>
        )}
        <Field>
          <label htmlFor="user-role">Role</label>
          <select id="user-role" value={form.role} onChange={set('role')}>
            <Options items={COMPANY_ROLES} label={(r) => ROLE_LABELS[r]} />
          </select>
        </Field>
        {!editing && (
          <Field>
            <label htmlFor="user-company">Company</label>
            <select id="user-company" value={form.companyId} onChange={set('companyId')}>
              <option value="">Select a company</option>
              <Options items={companies} value={(c) => c.id} label={(c) => c.companyName} />
            </select>
          </Field>
        )}
        <div style={{ display: 'flex', gap: theme.space.xs, justifyContent: 'flex-end' }}>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Save Changes' : 'Add User'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
