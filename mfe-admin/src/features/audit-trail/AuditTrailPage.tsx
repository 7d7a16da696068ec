import { saveCsv } from 'shared-auth';
import { useState } from 'react';
import { isoDateInIndia, type AuditChainVerification, type AuditEvent } from 'shared-contracts';
import { Button, DateInput, Field, PagedTable, PageTitle, toast, useAsync, formatDateTime, type Column, Options, Section, space, theme } from 'shared-ui';
import styled from 'styled-components';
import { personName } from '../../common/types';
import { EXPORT_LIMIT, auditApi, auditToCsv, loadAllEvents, type AuditQuery } from './auditApi';
import { changeWords } from './auditWords';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${space(0, 'md')};
  align-items: end;
`;

const EMPTY: AuditQuery = { userId: '', entity: '', from: '', to: '', page: 1 };

const when = (iso: string) => formatDateTime(iso, { seconds: true });

// One row per action, told in a sentence by the server (a filing approved with its receipt is one row); the CSV
// export lists every recorded event with its full values.
const COLUMNS: Array<Column<AuditEvent>> = [
  { header: '#', cell: (event) => event.seq },
  { header: 'When (IST)', cell: (event) => when(event.createdAt) },
  { header: 'What happened', cell: (event) => event.sentence, cellStyle: { maxWidth: '28rem', overflowWrap: 'anywhere' } },
  // What else changed, in words, wrapped; how many recorded events the action wrote when more than one.
  {
    header: 'Details',
    cell: (event) => [changeWords(event), event.events > 1 ? `${event.events} recorded events` : ''].filter(Boolean).join('; '),
    cellStyle: { maxWidth: '20rem', overflowWrap: 'anywhere' },
  },
  { header: 'IP address', cell: (event) => event.ip ?? '' },
];

const TEXTS = { label: 'Audit events', empty: 'No events match these filters.', loading: 'Loading events...', pager: 'Event pages' };
const eventCount = ({ total }: { total: number }) => <p>{`${total} action${total === 1 ? '' : 's'}`}</p>;

function IntegrityResult({ result }: { result: AuditChainVerification }) {
  if (result.intact) {
    return <p role="status">{`Intact: all ${result.checked} events are linked and unchanged.`}</p>;
  }
  const broken = result.firstBroken!;
  const what = { altered: 'was changed after it was written', missing: 'is missing', relinked: 'does not follow the event before it' }[broken.problem];
  return <p role="alert">{`Tampering detected: event #${broken.seq} ${what}. Events from #${broken.seq} on cannot be trusted.`}</p>;
}

/** /admin/audit-trail: the company's audit trail with filters, server-side pages and an integrity check. */
export default function AuditTrailPage() {
  const [query, setQuery] = useState<AuditQuery>(EMPTY);
  const options = useAsync((signal) => auditApi.filters(signal), []);
  const events = useAsync((signal) => auditApi.page(query, signal), [query]);
  const [verifying, setVerifying] = useState(false);
  const [integrity, setIntegrity] = useState<AuditChainVerification | string | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const { events: all, total } = await loadAllEvents(query);
      saveCsv(auditToCsv(all), `audit-trail-${isoDateInIndia()}.csv`);
      if (total > all.length) toast.info(`The export holds the newest ${EXPORT_LIMIT} of ${total} events. Narrow the dates to export the rest.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  const setFilter = (key: Exclude<keyof AuditQuery, 'page'>, value: string) => setQuery((q) => (q[key] === value ? q : { ...q, [key]: value, page: 1 }));
  const set = (key: Exclude<keyof AuditQuery, 'page'>) => (e: { target: { value: string } }) => setFilter(key, e.target.value);

  async function verify() {
    setVerifying(true);
    try {
      setIntegrity(await auditApi.verify());
    } catch (error) {
      setIntegrity(error instanceof Error ? error.message : 'The check failed');
    } finally {
      setVerifying(false);
    }
  }

  return (
    <>
      <PageTitle>Audit Trail</PageTitle>
      <Section id="integrity-title" title="Integrity" style={{ marginBottom: theme.space.md }}>
        <p style={{ marginTop: 0 }}>Each event is sealed with a hash of the event before it, so a changed or removed event is detected.</p>
        <Button type="button" $small disabled={verifying} onClick={verify}>
          {verifying ? 'Checking...' : 'Verify integrity'}
        </Button>
        {typeof integrity === 'string' ? <p role="alert">{integrity}</p> : integrity && <IntegrityResult result={integrity} />}
      </Section>
      <Section id="events-title" title="Events">
        <Filters aria-label="Filter events" onSubmit={(e) => e.preventDefault()}>
          <Field>
            <label htmlFor="audit-user">User</label>
            <select id="audit-user" value={query.userId} onChange={set('userId')}>
              <option value="">All users</option>
              <Options items={options.data?.users ?? []} value={(u) => u.id} label={(u) => `${personName(u)}${u.role ? ` (${u.role})` : ''}`} />
            </select>
          </Field>
          <Field>
            <label htmlFor="audit-entity">Entity</label>
            <select id="audit-entity" value={query.entity} onChange={set('entity')}>
              <option value="">All entities</option>
              <Options items={options.data?.entities ?? []} />
            </select>
          </Field>
          <Field>
            <label htmlFor="audit-from">From</label>
            {/* The server refuses a range that ends before it starts. */}
            <DateInput
              id="audit-from"
              value={query.from}
              max={query.to || undefined}
              tooLateMessage="From must be on or before To"
              onChange={(from) => setFilter('from', from)}
            />
          </Field>
          <Field>
            <label htmlFor="audit-to">To</label>
            <DateInput
              id="audit-to"
              value={query.to}
              min={query.from || undefined}
              tooEarlyMessage="To must be on or after From"
              onChange={(to) => setFilter('to', to)}
            />
          </Field>
          <Field>
            <Button type="button" $small $variant="secondary" onClick={() => setQuery(EMPTY)}>
              Clear filters
            </Button>
          </Field>
          <Field>
            <Button type="button" $small disabled={exporting || !events.data || events.data.total === 0} onClick={exportCsv}>
              {exporting ? 'Preparing...' : 'Export CSV'}
            </Button>
          </Field>
        </Filters>
        <PagedTable state={events} rows={(data) => data.events} columns={COLUMNS} texts={TEXTS} onPage={(page) => setQuery((q) => ({ ...q, page }))} above={eventCount} />
      </Section>
    </>
  );
}
