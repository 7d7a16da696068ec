import { useState } from 'react';
import { apiRequest, queryString } from 'shared-auth';
import type { ContactMessageListResponse, ContactMessageUpdateResponse } from 'shared-contracts';
import { Button, EmptyState, ErrorState, Pager, Spinner, StatusButtons, useAction, useApi, formatDateTime, theme, Section } from 'shared-ui';
import { Badge } from '../../common/ui';

type Filter = 'new' | 'handled' | 'all';
const PAGE_SIZE = 10;

/** The contact form's messages (the contact feature's endpoints); marking one handled records who did. */
export function ContactInbox() {
  const [filter, setFilter] = useState<Filter>('new');
  const [page, setPage] = useState(1);
  const { busyKey, run } = useAction();
  const list = useApi<ContactMessageListResponse>(`/api/contact-messages${queryString({ status: filter === 'all' ? undefined : filter, page, pageSize: PAGE_SIZE })}`);

  const mark = (id: string, handled: boolean) =>
    run(async () => {
      await apiRequest<ContactMessageUpdateResponse>(`/api/contact-messages/${id}`, { method: 'PATCH', body: { handled } });
      list.reload();
    }, id);

  return (
    <Section id="contact-inbox" title="Contact-form inbox">
      <StatusButtons<Filter>
        label="Show messages"
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPage(1);
        }}
        options={[
          { value: 'new', label: 'New', tone: 'warning' },
          { value: 'handled', label: 'Handled', tone: 'success' },
          { value: 'all', label: 'All' },
        ]}
      />
      {list.loading && !list.data && <Spinner label="Loading messages..." />}
      {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
      {list.data &&
        !list.error &&
        (list.data.messages.length === 0 ? (
          <EmptyState>No messages.</EmptyState>
        ) : (
          <>
            <ul style={{ listStyle: 'none', padding: 0, margin: `${theme.space.sm} 0 0` }}>
              {list.data.messages.map((m) => (
                <li key={m.id} style={{ borderBottom: `1px solid ${theme.colors.border}`, padding: '0.6rem 0' }}>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.xs, flexWrap: 'wrap' }}>
                    <strong>{m.subject}</strong>
                    <Badge $tone={m.status === 'new' ? 'trial-expired' : 'active'}>{m.status === 'new' ? 'New' : 'Handled'}</Badge>
                  </div>
                  <div style={{ fontSize: '0.85rem', color: theme.colors.muted }}>
                    {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a>
                    {m.phone ? ` · ${m.phone}` : ''}
                    {m.companyName ? ` · ${m.companyName}` : ''} · {formatDateTime(m.createdAt)}
                  </div>
                  <p style={{ whiteSpace: 'pre-wrap', margin: `${theme.space.xs} 0` }}>{m.message}</p>
                  <Button type="button" $small $variant="secondary" disabled={busyKey === m.id} onClick={() => void mark(m.id, m.status === 'new')}>
                    {m.status === 'new' ? 'Mark as handled' : 'Mark as new'}
                  </Button>
                </li>
              ))}
            </ul>
            <Pager label="Messages pages" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
          </>
        ))}
    </Section>
  );
}
