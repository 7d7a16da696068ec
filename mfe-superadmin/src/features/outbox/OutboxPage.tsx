import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MailStatus, OutboxListResponse } from 'shared-contracts';

type OutboxMail = OutboxListResponse['mails'][number];
import { Card, PagedTable, PageTitle, StatusButtons, useApi, formatDateTime, theme, type Column } from 'shared-ui';
import { queryString } from 'shared-auth';
import { Badge, type BadgeTone } from '../../common/ui';

type Filter = MailStatus | 'all';
const PAGE_SIZE = 20;

const STATUS_TEXT: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent', tone: 'active' },
  kept: { label: 'Kept (no SMTP)', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'trial-expired' },
  sending: { label: 'Sending', tone: 'neutral' },
};

const TEXTS = { empty: 'No e-mails.', loading: 'Loading e-mails...', pager: 'E-mails pages' };

/** Every e-mail the platform produced, with its delivery status (the mail feature's outbox). */
export default function OutboxPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useApi<OutboxListResponse>(`/api/super-admin/outbox${queryString({ status: filter === 'all' ? undefined : filter, page, pageSize: PAGE_SIZE })}`);
  const columns: Array<Column<OutboxMail>> = [
    { header: 'Created', cell: (m) => formatDateTime(m.createdAt) },
    { header: 'To', cell: (m) => m.to },
    {
      header: 'Subject',
      cell: (m) => (
        <>
          <button type="button" className="link" aria-expanded={openId === m.id} onClick={() => setOpenId(openId === m.id ? null : m.id)}>
            {m.subject}
          </button>
          {openId === m.id && <pre style={{ whiteSpace: 'pre-wrap', margin: `${theme.space.xs} 0` }}>{m.text}</pre>}
        </>
      ),
    },
    { header: 'Company', cell: (m) => m.companyName ?? '—' },
    {
      header: 'Status',
      cell: (m) => (
        <>
          <Badge $tone={STATUS_TEXT[m.status].tone}>{STATUS_TEXT[m.status].label}</Badge>
          {m.lastError && <div style={{ fontSize: '0.8rem', color: theme.colors.danger }}>{m.lastError}</div>}
        </>
      ),
    },
  ];
  return (
    <>
      <PageTitle>E-mail outbox</PageTitle>
      <p>
        <Link to="/super-admin/system">Back to System Settings</Link>
      </p>
      <Card aria-label="E-mail outbox">
        {list.data && !list.data.smtpConfigured && <p role="note">SMTP is not configured (SMTP_URL): e-mails are kept here and not delivered.</p>}
        <StatusButtons<Filter>
          label="Show e-mails"
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'All' },
            { value: 'sent', label: 'Sent', tone: 'success' },
            { value: 'failed', label: 'Failed', tone: 'warning' },
            { value: 'kept', label: 'Kept' },
          ]}
        />
        <PagedTable state={list} rows={(data) => data.mails} columns={columns} look="console" texts={TEXTS} onPage={setPage} />
      </Card>
    </>
  );
}
