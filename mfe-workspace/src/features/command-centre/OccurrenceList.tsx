import { downloadFile } from 'shared-auth';
import { TASK_STATUS_LABELS, TRACKING_MESSAGES, filingReviewWords, type CalendarEntry, type PublicUser } from 'shared-contracts';
import { DataTable, EmptyState, formatDate, type Column } from 'shared-ui';
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

const groupKey = (o: CalendarEntry, group: Grouping) =>
  group === 'owner' ? (o.owner?.name ?? 'No owner') : group === 'authority' ? o.authority : group === 'status' ? statusLabel(o.status) : '';

/** The occurrences as a table (one per group when grouped): due date, form, authority, period, people, status, proof, actions. */
export function OccurrenceList({ occurrences, group, me, onChanged }: { occurrences: CalendarEntry[]; group: Grouping; me: PublicUser; onChanged: () => void }) {
  if (occurrences.length === 0) return <EmptyState>Nothing is due in these months with these filters.</EmptyState>;
  const columns: Array<Column<CalendarEntry>> = [
    { header: 'Due date', cell: (o) => formatDate(o.dueDate) },
    { header: 'Form', cell: (o) => o.title },
    { header: 'Authority', cell: (o) => o.authority },
    { header: 'Period', cell: (o) => o.period },
    { header: 'Owner', cell: (o) => o.owner?.name ?? 'No owner' },
    { header: 'Checker', cell: (o) => o.checker?.name ?? 'No checker' },
    {
      header: 'Status',
      cell: (o) => (
        <>
          <StatusBadge status={o.status} />
          {/* Started past its due date still reads overdue: the row says that work has begun. */}
          {o.startedAt && (o.status === 'overdue' || o.status === 'in_progress') && <small style={{ display: 'block' }}>{`Started ${formatDate(o.startedAt)}`}</small>}
        </>
      ),
    },
    { header: 'Proof', cell: (o) => <Proof o={o} /> },
    // The task made from the due date follows its sign-off (approved: completed; returned: in progress).
    { header: 'Task', cell: (o) => (o.task ? `${TASK_STATUS_LABELS[o.task.status]} (${o.task.assigneeName})` : '—') },
    { header: 'Actions', cell: (o) => <OccurrenceActions occurrence={o} me={me} onDone={onChanged} /> },
  ];
  const groups = new Map<string, CalendarEntry[]>();
  for (const o of occurrences) groups.set(groupKey(o, group), [...(groups.get(groupKey(o, group)) ?? []), o]);
  return (
    <>
      {[...groups].map(([name, rows]) => (
        <section key={name || 'all'} aria-label={name ? `Group ${name}` : undefined}>
          {name && <h3 style={{ margin: '1rem 0 0.5rem' }}>{`${name} (${rows.length})`}</h3>}
          <DataTable caption={name ? `Due dates: ${name}` : 'Due dates'} stackOnMobile columns={columns} rows={rows} rowKey={(o) => o.id} />
        </section>
      ))}
    </>
  );
}
