import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from 'shared-auth';
import type { MfaPolicy, MfaPolicyResponse } from 'shared-contracts';
import { Button, Card, ErrorBanner, ErrorState, PageTitle, Spinner, toast, useAction, useAsync } from 'shared-ui';

const ROLES: Array<{ key: keyof MfaPolicy; label: string; why: string }> = [
  { key: 'checkers', label: 'Checkers must use two-step verification', why: 'Checkers approve assessments and tasks: on by default.' },
  { key: 'makers', label: 'Makers must use two-step verification', why: 'Makers may turn it on themselves from Account security.' },
];

/**
 * The company's two-step verification rule (docs/decisions/0051-maker-checker-mfa-coverage-and-lock-out.md): which roles must sign in with an authenticator app.
 * Admins always must. Members of a role that becomes required are signed out and enrol at their next sign-in.
 */
export default function SecurityPolicyPage() {
  const loaded = useAsync<MfaPolicyResponse>((signal) => apiRequest('/api/admin/security-policy', { signal }), []);
  const [draft, setDraft] = useState<MfaPolicy | null>(null);
  const { busy, error, run } = useAction({ errorShown: 'inline' });

  useEffect(() => {
    if (loaded.data) setDraft(loaded.data.policy);
  }, [loaded.data]);

  if (loaded.error) return <ErrorState message={loaded.error} onRetry={loaded.reload} />;
  if (!draft) return <Spinner label="Loading security settings..." />;

  async function save(e: FormEvent) {
    e.preventDefault();
    await run(async () => {
      const answer = await apiRequest<MfaPolicyResponse>('/api/admin/security-policy', { method: 'PATCH', body: draft });
      setDraft(answer.policy);
      toast.success(answer.message ?? 'Saved');
    });
  }

  return (
    <div>
      <PageTitle>Security</PageTitle>
      <Card>
        <form onSubmit={save} noValidate>
          <h2>Two-step verification</h2>
          <p>Administrators always sign in with a password and a code from an authenticator app.</p>
          {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
          {ROLES.map((role) => (
            <p key={role.key}>
              <label>
                <input type="checkbox" checked={draft[role.key]} onChange={(e) => setDraft({ ...draft, [role.key]: e.target.checked })} /> {role.label}
              </label>
              <br />
              <small>{role.why}</small>
            </p>
          ))}
          <p>
            <small>Users of a role you make required who have no authenticator yet are signed out and set one up at their next sign-in.</small>
          </p>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
