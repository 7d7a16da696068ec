import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, TEAM_ROLES, type TeamRole } from 'shared-contracts';
import { Button, ErrorBanner, Field, Options, toast } from 'shared-ui';
import { FormGrid } from './FormGrid';
import { invitationsApi } from './invitationsApi';
import { roleLabel, serverMessage } from './usersApi';

interface InviteInput {
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
}

/**
 * The default way to add a person: the admin names them and the role; they choose their own password from the
 * mailed link. Its fields carry the same labels as the create-with-password form below it.
 */
export function InviteUserForm({ role, onInvited }: { role: TeamRole; onInvited: () => void }) {
  const empty: InviteInput = { firstName: '', lastName: '', email: '', role };
  const [input, setInput] = useState<InviteInput>(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (field: keyof InviteInput) => (e: { target: { value: string } }) => {
    setInput((current) => ({ ...current, [field]: e.target.value }));
    setProblem(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = { ...input, firstName: input.firstName.trim(), lastName: input.lastName.trim(), email: input.email.trim() };
    if (!trimmed.firstName || !trimmed.lastName || !trimmed.email) return setProblem('Please fill in all fields');
    if (!EMAIL_PATTERN.test(trimmed.email)) return setProblem('Email is invalid');
    setSaving(true);
    try {
      const answer = await invitationsApi.invite(trimmed);
      toast.success(answer.message);
      setInput(empty);
      onInvited();
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The invitation could not be sent. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  const id = (field: string) => `invite-${role}-${field}`;
  return (
    <form onSubmit={submit} noValidate aria-label="Invite by e-mail">
      {problem && <ErrorBanner role="alert">{problem}</ErrorBanner>}
      <FormGrid>
        <Field>
          <label htmlFor={id('first')}>First name</label>
          <input id={id('first')} value={input.firstName} onChange={edit('firstName')} autoComplete="off" />
        </Field>
        <Field>
          <label htmlFor={id('last')}>Last name</label>
          <input id={id('last')} value={input.lastName} onChange={edit('lastName')} autoComplete="off" />
        </Field>
        <Field>
          <label htmlFor={id('email')}>Email</label>
          <input id={id('email')} type="email" value={input.email} onChange={edit('email')} autoComplete="off" />
        </Field>
        <Field>
          <label htmlFor={id('role')}>Invite as</label>
          <select id={id('role')} value={input.role} onChange={edit('role')}>
            <Options items={TEAM_ROLES} label={roleLabel} />
          </select>
        </Field>
      </FormGrid>
      <Button type="submit" disabled={saving}>
        {saving ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
