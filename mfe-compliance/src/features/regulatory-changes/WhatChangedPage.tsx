import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuthSelector } from 'shared-auth';
import { AsyncContent, Button, PageTitle, formatDate, formatDateTime, loadTeam, useAction, useAsync, space } from 'shared-ui';
import { ChangeCard } from './ChangeCard';
import { CitationCorrections } from './CitationCorrections';
import { acknowledgeReleases, fetchChanges } from './regulatoryChangesApi';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space('xs')};
  margin-bottom: ${space('sm')};
`;
const List = styled.div`
  display: grid;
  gap: ${space('sm')};
`;

/**
 * "What changed for us" (docs/decisions/0045-regulatory-change-management.md): the library changes since the company's last acknowledgement that apply to its
 * profile and are in force since its tracking start, citation-only corrections folded into one line. Everyone reads; the admin turns a change into tasks and acknowledges what the page shows.
 */
export default function WhatChangedPage() {
  const admin = useAuthSelector((s) => s.user?.role) === 'admin';
  const changes = useAsync((signal) => fetchChanges(signal), []);
  const team = useAsync((signal) => (admin ? loadTeam({}, signal) : Promise.resolve([])), [admin]);
  const { busy, run } = useAction();
  const data = changes.data;

  function acknowledge() {
    if (!data) return;
    void run(async () => {
      const answer = await acknowledgeReleases(data.releases.map(({ libraryId, version }) => ({ libraryId, version })));
      changes.reload();
      return answer.message;
    });
  }

  return (
    <div>
      <Head>
        <PageTitle style={{ margin: 0 }}>What changed for us</PageTitle>
        <Link to=".." relative="path">
          Back to Compliance Updates
        </Link>
      </Head>
      {data && (
        <p>
          {data.lastAcknowledgedAt
            ? `Last acknowledged ${formatDateTime(data.lastAcknowledgedAt)}${data.lastAcknowledgedBy ? ` by ${data.lastAcknowledgedBy.firstName} ${data.lastAcknowledgedBy.lastName}` : ''}.`
            : 'No change has been acknowledged yet.'}{' '}
          {`Only changes that apply to your company's profile and are in force since ${formatDate(data.trackingStart)}, when tracking starts (or that touch an item you answered), are listed.`}
        </p>
      )}
      <AsyncContent
        state={changes}
        loadingLabel="Loading changes..."
        isEmpty={(d) => d.changes.length === 0 && d.citationCorrections.length === 0}
        empty="No changes since the last acknowledgement"
      >
        {(d) => (
          <>
            <List>
              {d.changes.map((change) => (
                <ChangeCard key={change.id} change={change} admin={admin} team={team.data ?? []} />
              ))}
              <CitationCorrections corrections={d.citationCorrections} />
            </List>
            {admin && (
              <p>
                <Button type="button" onClick={acknowledge} disabled={busy}>
                  Acknowledge these changes
                </Button>
              </p>
            )}
          </>
        )}
      </AsyncContent>
    </div>
  );
}
