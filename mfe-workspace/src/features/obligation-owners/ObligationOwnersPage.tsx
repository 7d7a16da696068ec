import { Link } from 'react-router-dom';
import { pagePath } from 'shared-contracts/federation';
import { Card, EmptyState, ErrorState, PageTitle, Spinner, useAsync } from 'shared-ui';
import { AuthorityDefaults } from './AuthorityDefaults';
import { BulkOwnerTable } from './BulkOwnerTable';
import { loadOwnersData } from './ownersApi';
import { Stack } from '../../common/layout';

/** /admin/obligation-owners: who files each obligation and who checks it, by authority or in bulk (docs/decisions/0049-people-and-the-command-centre-screen.md). */
export default function ObligationOwnersPage() {
  const state = useAsync((signal) => loadOwnersData(signal), []);
  const data = state.data;
  return (
    <Stack>
      <PageTitle>Owners and checkers</PageTitle>
      {state.error ? (
        <ErrorState message={state.error} onRetry={state.reload} />
      ) : !data ? (
        <Spinner label="Loading obligations..." />
      ) : data.makers.length === 0 ? (
        <EmptyState>
          No makers yet: <Link to={pagePath('admin', 'makers')}>invite your team</Link> first, then choose who files each obligation.
        </EmptyState>
      ) : (
        <>
          <Card aria-labelledby="defaults-title">
            <h2 id="defaults-title" style={{ marginTop: 0 }}>
              One pair per authority
            </h2>
            <p>The maker files every return of the authority; the checker signs each filing off. Change single obligations below.</p>
            <AuthorityDefaults key={data.obligations.map((o) => o.owner?.assigneeId ?? '').join()} data={data} onSaved={state.reload} />
          </Card>
          <Card aria-labelledby="bulk-title">
            <h2 id="bulk-title" style={{ marginTop: 0 }}>
              Change in bulk
            </h2>
            <BulkOwnerTable data={data} onSaved={state.reload} />
          </Card>
        </>
      )}
    </Stack>
  );
}
