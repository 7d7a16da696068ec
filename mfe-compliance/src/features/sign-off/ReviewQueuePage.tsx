import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { ReviewQueueResponse } from 'shared-contracts';
import { ASSESSMENT_PAGES, pagePath } from 'shared-contracts/federation';
import { Button, EmptyState, ErrorState, PageTitle, Spinner, formatDateTime, formatDate, formatPeriod, space } from 'shared-ui';
import { ReviewDialog, type ReviewTarget } from './ReviewDialog';
import { fetchReviewQueue } from './signOffApi';

const List = styled.ul`
  list-style: none;
  margin: ${space(0, 0, 'lg')};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;
const Item = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${space('sm', 'md')};
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs', 'md')};
  align-items: center;
  justify-content: space-between;
  & p {
    margin: 0;
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Row = styled.div`
  display: flex;
  gap: ${space('xs')};
  flex-wrap: wrap;
`;

const when = (iso: string | null) => formatDateTime(iso);

/** The reviewer's queue: filings, assessments, tasks and documents submitted by others and awaiting review. */
export default function ReviewQueuePage() {
  const [queue, setQueue] = useState<ReviewQueueResponse | null>(null);
  const [error, setError] = useState(false);
  const [dialog, setDialog] = useState<{ target: ReviewTarget; decision: 'approved' | 'returned' } | null>(null);
  const area = useLocation().pathname.split('/')[1] === 'admin' ? 'admin' : 'checker';

  const load = useCallback(() => {
    setError(false);
    fetchReviewQueue().then(setQueue, () => setError(true));
  }, []);
  useEffect(load, [load]);

  if (error) return <ErrorState message="The review queue could not be loaded." onRetry={load} />;
  if (!queue) return <Spinner label="Loading review queue..." />;
  const empty = queue.assessments.length + queue.tasks.length + queue.documents.length + queue.filings.length === 0;
  const documentsPath = area === 'admin' ? 'document-management' : 'documents';

  const decide = (target: ReviewTarget) => (
    <Row>
      <Button type="button" onClick={() => setDialog({ target, decision: 'approved' })}>
        Approve
      </Button>
      <Button type="button" $variant="danger" onClick={() => setDialog({ target, decision: 'returned' })}>
        Return
      </Button>
    </Row>
  );

  return (
    <div>
      <PageTitle>Sign-off Queue</PageTitle>
      <p>Work submitted by others that waits for your review. You never review your own submissions.</p>
      {empty && <EmptyState>Nothing is waiting for your review.</EmptyState>}

      {queue.filings.length > 0 && (
        <section aria-label="Filings awaiting review">
          <h2>Statutory filings</h2>
          <List>
            {queue.filings.map((f) => (
              <Item key={f.id} aria-label={`${f.title}, ${f.period}`}>
                <div>
                  <p>
                    <Link to={pagePath(area, 'commandCentre', { item: f.id })}>{f.title}</Link>
                    {` · ${f.period} · ${f.authority}`}
                  </p>
                  <small>
                    {`Filed on ${formatDate(f.filedOn)} (due ${formatDate(f.dueDate)}), acknowledgement ${f.acknowledgement} · recorded by ${f.recordedBy.name} on ${when(f.recordedAt)} · its receipt is approved with it`}
                  </small>
                </div>
                {decide({ type: 'filing', id: f.id, title: `${f.title}, ${f.period}` })}
              </Item>
            ))}
          </List>
        </section>
      )}

      {queue.assessments.length > 0 && (
        <section aria-label="Assessments awaiting review">
          <h2>Assessments</h2>
          <List>
            {queue.assessments.map((a) => (
              <Item key={a.id} aria-label={a.title}>
                <div>
                  <p>
                    <Link to={pagePath(area, ASSESSMENT_PAGES[a.kind])}>{a.title}</Link>
                    {a.scope && ` (${a.scope})`}
                    {a.periodKey && ` · ${formatPeriod(a.periodKey)}`}
                  </p>
                  <small>
                    Submitted by {a.submittedBy.name} on {when(a.submittedAt)}
                    {a.submitNote && ` · "${a.submitNote}"`}
                    {a.changedSince && ' · changed since submission: it must be submitted again'}
                  </small>
                </div>
                {decide({
                  type: 'assessment',
                  kind: a.kind,
                  title: a.periodKey ? `${a.title} ${formatPeriod(a.periodKey)}` : a.title,
                  scope: a.scope,
                  period: a.periodKey,
                })}
              </Item>
            ))}
          </List>
        </section>
      )}

      {queue.tasks.length > 0 && (
        <section aria-label="Tasks awaiting review">
          <h2>Tasks</h2>
          <List>
            {queue.tasks.map((t) => (
              <Item key={t.id} aria-label={t.description}>
                <div>
                  <p>{t.description}</p>
                  <small>
                    Completed by {t.assignedTo.name}
                    {t.completedAt && ` on ${when(t.completedAt)}`} · due {formatDate(t.dueDate)}
                  </small>
                </div>
                {decide({ type: 'task', id: t.id, title: t.description })}
              </Item>
            ))}
          </List>
        </section>
      )}

      {queue.documents.length > 0 && (
        <section aria-label="Documents awaiting review">
          <h2>Documents</h2>
          <List>
            {queue.documents.map((d) => (
              <Item key={d.id} aria-label={d.name}>
                <div>
                  <p>{d.name}</p>
                  <small>
                    {d.category} · uploaded by {d.uploadedBy.name} on {when(d.uploadedAt)}
                  </small>
                </div>
                <Link to={`/${area}/${documentsPath}`}>Review in Document Management</Link>
              </Item>
            ))}
          </List>
        </section>
      )}

      {dialog && (
        <ReviewDialog
          target={dialog.target}
          decision={dialog.decision}
          approvalNeedsPassword={queue.approvalNeedsPassword}
          onClose={() => setDialog(null)}
          onReviewed={() => {
            setDialog(null);
            load();
          }}
        />
      )}
    </div>
  );
}
