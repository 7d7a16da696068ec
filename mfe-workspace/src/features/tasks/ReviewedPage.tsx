import { REVIEWED_ITEM_TYPE_LABELS, SIGN_OFF_STATUS_LABELS, filingPath } from 'shared-contracts';
import { ASSESSMENT_PAGES, pagePath } from 'shared-contracts/federation';
import { Card, EmptyState, ErrorState, PageTitle, Spinner, formatDate, formatDateTime, useAsync, space } from 'shared-ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { ReviewedItem } from '../../common/types';
import { tasksApi } from './tasksApi';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
`;
const Item = styled.li<{ $returned: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  box-shadow: ${({ theme }) => theme.shadow};
  border-left: 4px solid ${({ $returned, theme }) => ($returned ? theme.colors.warning : theme.colors.success)};
  padding: ${space('sm', 'md')};
  display: grid;
  gap: ${space('xxs')};
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & .kind {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  & .title {
    font-weight: 600;
  }
`;

/** Where the item is looked at: a filing (or a due date's task) in the Command Centre, an assessment on its page. */
type TeamArea = 'admin' | 'maker' | 'checker';

function linkOf(item: ReviewedItem, area: TeamArea): string | null {
  if (item.assessmentKind) return pagePath(area, ASSESSMENT_PAGES[item.assessmentKind]);
  if (item.occurrenceId) return item.dueDate ? filingPath(area, item.dueDate, item.occurrenceId) : pagePath(area, 'commandCentre', { item: item.occurrenceId });
  return null;
}

/** Whose work it was, by the item's kind. */
const WORK_WORD: Record<ReviewedItem['type'], string> = { task: 'Done by', filing: 'Recorded by', assessment: 'Submitted by' };

function ReviewedRow({ item, area }: { item: ReviewedItem; area: TeamArea }) {
  const link = linkOf(item, area);
  const facts = [item.period, item.dueDate && `due ${formatDate(item.dueDate)}`, `${WORK_WORD[item.type]} ${item.by.name}`].filter(Boolean).join(' · ');
  return (
    <Item aria-label={`${item.title}: ${SIGN_OFF_STATUS_LABELS[item.decision]}`} $returned={item.decision === 'returned'}>
      <p className="kind">{`${REVIEWED_ITEM_TYPE_LABELS[item.type]} · ${SIGN_OFF_STATUS_LABELS[item.decision]} on ${formatDateTime(item.reviewedAt)}`}</p>
      <p className="title">{link ? <Link to={link}>{item.title}</Link> : item.title}</p>
      <p>{facts}</p>
      {item.comment && <p>{`Your comment: ${item.comment}`}</p>}
    </Item>
  );
}

/** /checker/reviewed (a placeholder in the specification): the tasks, filings and assessments the checker approved or returned. */
export default function ReviewedPage() {
  const first = useLocation().pathname.split('/')[1];
  const area: TeamArea = first === 'admin' || first === 'maker' ? first : 'checker';
  const reviewed = useAsync((signal) => tasksApi.reviewed(signal), []);
  return (
    <div>
      <PageTitle>Reviewed</PageTitle>
      <p>What you approved or returned: tasks, statutory filings and assessments, newest first. Anything submitted again is back in Pending Review.</p>
      {reviewed.loading && !reviewed.data ? (
        <Spinner label="Loading what you reviewed..." />
      ) : reviewed.error ? (
        <ErrorState message={reviewed.error} onRetry={reviewed.reload} />
      ) : !reviewed.data || reviewed.data.items.length === 0 ? (
        <Card>
          <EmptyState>Nothing reviewed yet. What you approve or return appears here.</EmptyState>
        </Card>
      ) : (
        <List aria-label="Reviewed items">
          {reviewed.data.items.map((item) => (
            <ReviewedRow key={`${item.type}-${item.id}`} item={item} area={area} />
          ))}
        </List>
      )}
    </div>
  );
}
