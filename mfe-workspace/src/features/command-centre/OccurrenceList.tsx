import { downloadFile } from 'shared-auth';
import { TASK_STATUS_LABELS, TRACKING_MESSAGES, filingReviewWords, type CalendarEntry, type PublicUser } from 'shared-contracts';
import { DataTable, EmptyState, formatDate, type Column, theme } from 'shared-ui';
import styled from 'styled-components';
import type { Grouping } from './filters';
import { OccurrenceActions } from './OccurrenceActions';
import { StatusBadge } from './StatusBadge';
import { statusLabel } from './statusStyle';

/** The filing's proof and its review, as one line (also in the opened item). */
export function Proof({ o }: { o: CalendarEntry }) {
  if (o.status === 'not_applicable') return <span>{`Not applicable: ${o.notApplicableReason ?? ''}`}</span>;
  if (o.filedBeforeJoining) {
    const known = o.filing ? `: filed ${formatDate(o.filing.filedOn)}, ack. ${o.filing.acknowledgement}` : '';
    return <span>{`${TRACKING_MESSAGES.recordedAfterTheFact}${known}`}</span>;
  }
  if (!o.filing) return <span>—</span>;
  const receipt = o.filing.receipt;
  return (
    <span>
      {`Filed ${formatDate(o.filing.filedOn)}, ack. ${o.filing.acknowledgement}`}
      {receipt && (
        <>
          {' · '}
          <a
            href={`/api/documents/${receipt.documentId}/download`}
            onClick={(e) => {
              e.preventDefault();
              void downloadFile(`/api/documents/${receipt.documentId}/download`, receipt.fileName);
            }}
          >
            {`Receipt ${receipt.fileName}`}
          </a>
        </>
      )}
      {filingReviewWords(o.filing) && <>{` · ${filingReviewWords(o.filing)}`}</>}
    </span>
  );
}

/** A maker's due dates are those they own; a checker's also those they sign off. */
export const isMine = (o: CalendarEntry, me: PublicUser) => o.owner?.id === me.id || (me.role === 'checker' && o.checker?.id === me.id);

const groupKey = (o: CalendarEntry, group: Grouping, me: PublicUser) =>
  group === 'owner'
    ? (o.owner?.name ?? 'No owner')
    : group === 'authority'
      ? o.authority
      : group === 'status'
        ? statusLabel(o.status)
        : // Ungrouped, a maker or checker sees their own filings first, under a heading of their own.
          me.role !== 'admin'
          ? isMine(o, me)
            ? 'Mine'
            : 'Others'
          : '';

/** A row's second line: the authority and period, the checker, the task. */
const Aside = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.label};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The occurrences as compact rows (one per group when grouped): due date, the filing with its authority and period,
 * its people, status, proof and actions; on a phone each field keeps its label.
 */
export function OccurrenceList({
  occurrences,
  group,
  me,
  onChanged,
  onOpen,
}: {
  occurrences: CalendarEntry[];
  group: Grouping;
  me: PublicUser;
  onChanged: () => void;
  /** Opens one due date on its own (the link form's ?item=). */
  onOpen: (o: CalendarEntry) => void;
}) {
  if (occurrences.length === 0) return <EmptyState>Nothing is due in these months with these filters.</EmptyState>;
  const columns: Array<Column<CalendarEntry>> = [
    { header: 'Due date', cell: (o) => formatDate(o.dueDate), stackLabel: true, cellStyle: { whiteSpace: 'nowrap' } },
    {
      header: 'Filing',
      rowHeader: true,
      stackLabel: true,
      cell: (o) => (
        <>
          {o.title}
          <Aside>{`${o.authority} · ${o.period}`}</Aside>
        </>
      ),
    },
    {
      header: 'People',
      stackLabel: true,
      cell: (o) => (
        <>
          {o.owner?.name ?? 'No owner'}
          <Aside>{o.checker ? `Checker ${o.checker.name}` : 'No checker'}</Aside>
        </>
      ),
    },
    {
      header: 'Status',
      stackLabel: true,
      cell: (o) => (
        <>
          <StatusBadge status={o.status} />
          {/* Started past its due date still reads overdue: the row says that work has begun. */}
          {o.startedAt && (o.status === 'overdue' || o.status === 'in_progress') && <small style={{ display: 'block' }}>{`Started ${formatDate(o.startedAt)}`}</small>}
        </>
      ),
    },
    {
      header: 'Proof',
      stackLabel: true,
      cell: (o) => (
        <>
          <Proof o={o} />
          {/* The task made from the due date follows its sign-off (approved: completed; returned: in progress). */}
          {o.task && <Aside>{`Task: ${TASK_STATUS_LABELS[o.task.status]} (${o.task.assigneeName})`}</Aside>}
        </>
      ),
    },
    { header: 'Actions', cell: (o) => <OccurrenceActions occurrence={o} me={me} onDone={onChanged} onOpen={() => onOpen(o)} /> },
  ];
  const groups = new Map<string, CalendarEntry[]>(group === 'none' && me.role !== 'admin' ? [['Mine', []]] : []);
  // Grouped by owner, authority or status, a maker's or checker's own due dates still lead each group (a stable sort).
  const ordered = me.role === 'admin' ? occurrences : [...occurrences].sort((a, b) => Number(isMine(b, me)) - Number(isMine(a, me)));
  for (const o of ordered) groups.set(groupKey(o, group, me), [...(groups.get(groupKey(o, group, me)) ?? []), o]);
  return (
    <>
      {[...groups].map(([name, rows]) =>
        rows.length === 0 ? null : (
          <section key={name || 'all'} aria-label={name ? `Group ${name}` : undefined}>
            {name && <h3 style={{ margin: `${theme.space.md} 0 ${theme.space.xs}` }}>{`${name} (${rows.length})`}</h3>}
            <DataTable caption={name ? `Due dates: ${name}` : 'Due dates'} stackOnMobile columns={columns} rows={rows} rowKey={(o) => o.id} />
          </section>
        ),
      )}
    </>
  );
}
