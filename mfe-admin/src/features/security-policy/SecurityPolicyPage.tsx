import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from 'shared-auth';
import type { MfaPolicy, MfaPolicyResponse } from 'shared-contracts';
import { Button, Card, ErrorBanner, ErrorState, PageTitle, Spinner, toast, useAction, useAsync } from 'shared-ui';

/**
 * The company's two-step verification rule: every role signs in with an authenticator app; the admin may relax it
 * for makers only (docs/decisions/0240-mfa-every-role-limited-first-session.md). Makers without an authenticator are
 * signed out when it becomes required again, and enrol at their next sign-in.
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
          <p>Administrators and checkers always sign in with a password and a code from an authenticator app.</p>
          {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
          <p>
            <label>
              <input type="checkbox" checked={draft.makers} onChange={(e) => setDraft({ ...draft, checkers: true, makers: e.target.checked })} /> Makers must use two-step
              verification
            </label>
            <br />
            <small>On by default. Turned off, makers sign in with the password alone and may turn it on themselves from Account security.</small>
          </p>
          <p>
            <small>If you turn it back on, makers who have no authenticator yet are signed out and set one up at their next sign-in.</small>
          </p>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
