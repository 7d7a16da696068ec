import { useState, type FormEvent } from 'react';
import { ApiRequestError } from 'shared-auth';
import type { TeamRole } from 'shared-contracts';
import { Button, ErrorBanner, Field, toast } from 'shared-ui';
import { FormGrid } from './FormGrid';
import { roleLabel, serverMessage, usersApi, validateNewUser, type CreateUserInput } from './usersApi';

const EMPTY: CreateUserInput = { firstName: '', lastName: '', email: '', password: '' };

/** Creates a maker or checker of the admin's company (docs/specifications.md, A §2 "Admin user management"). */
export function CreateUserForm({ role, onCreated }: { role: TeamRole; onCreated: () => void }) {
  const [input, setInput] = useState<CreateUserInput>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = roleLabel(role);

  const edit = (field: keyof CreateUserInput) => (e: { target: { value: string } }) => {
    setInput((current) => ({ ...current, [field]: e.target.value }));
    setProblem(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateNewUser(input);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setSaving(true);
    try {
      await usersApi.create(role, { ...input, firstName: input.firstName.trim(), lastName: input.lastName.trim(), email: input.email.trim() });
      toast.success(`${label} user created successfully!`);
      setInput(EMPTY);
      onCreated();
    } catch (error) {
      if (error instanceof ApiRequestError) toast.error(`Error: ${serverMessage(error) ?? 'Failed to create user'}`);
      else toast.error(`Error creating user: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  }

  const id = (field: string) => `new-${role}-${field}`;
  return (
    <form onSubmit={submit} noValidate aria-label={`Create ${label}`}>
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
          <label htmlFor={id('password')}>Password</label>
          <input id={id('password')} type="password" value={input.password} onChange={edit('password')} autoComplete="new-password" />
        </Field>
      </FormGrid>
      <Button type="submit" disabled={saving}>
        {saving ? 'Creating...' : `Create ${label}`}
      </Button>
    </form>
  );
}
