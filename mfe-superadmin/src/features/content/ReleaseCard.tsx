import { useState } from 'react';
import { CONTENT_RELEASE_STATE_LABELS, type ContentRelease, type ContentReleaseState, type ReleaseItemDiff } from 'shared-contracts';
import { Button, Card, DataTable, DateInput, Field, formatDate, formatDateTime, useAction, theme } from 'shared-ui';
import { Actions, Badge, type BadgeTone } from '../../common/ui';
import { approveRelease, publishRelease, rollBackRelease } from './contentReleasesApi';

const TONES: Record<ContentReleaseState, BadgeTone> = {
  draft: 'trial-expired',
  approved: 'trial',
  scheduled: 'trial',
  published: 'active',
  rolled_back: 'neutral',
};

/** India's calendar day now (the server's "today" for effective dates). */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function ItemList({ title, items }: { title: string; items: ReleaseItemDiff[] }) {
  return (
    <div>
      <h4 style={{ margin: `${theme.space.xs} 0 ${theme.space.xxs}` }}>
        {title} ({items.length})
      </h4>
      {items.length > 0 && (
        <ul style={{ margin: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <strong>{item.id}</strong> {item.text}
              {item.fields.length > 0 && <span> (fields: {item.fields.join(', ')})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const step = (label: string, s: ContentRelease['uploaded']) => (s ? `${label} by ${s.by ?? 'a removed user'} on ${formatDateTime(s.at)}` : null);

/** One release: its state, steps, the comparison with the live library, and the next step the operator may take. */
export function ReleaseCard({ release, userId, onChanged }: { release: ContentRelease; userId: string | null; onChanged: () => void }) {
  const [open, setOpen] = useState(release.state === 'draft' || release.state === 'approved');
  const [effectiveDate, setEffectiveDate] = useState(indiaToday());
  const { busy, run } = useAction();
  const act = (action: () => Promise<{ message: string }>) =>
    void run(async () => {
      const answer = await action();
      onChanged();
      return answer.message;
    });
  const { comparison: c } = release;
  const ownUpload = release.uploadedById === userId;
  const heading = `${release.libraryName} ${release.version}`;
  return (
    <Card aria-label={heading} style={{ marginBottom: theme.space.md }}>
      <h3 style={{ marginTop: 0 }}>
        {heading} <Badge $tone={TONES[release.state]}>{CONTENT_RELEASE_STATE_LABELS[release.state]}</Badge> {release.live && <Badge $tone="active">Live</Badge>}
      </h3>
      <p style={{ margin: `${theme.space.xxs} 0` }}>
        {release.fileName} · SHA-256 <code>{release.checksum.slice(0, 16)}…</code> · live version when uploaded: {c.liveVersion}
        {release.effectiveDate && <> · effective {formatDate(release.effectiveDate)}</>}
      </p>
      <p style={{ margin: `${theme.space.xxs} 0`, fontSize: '0.9rem' }}>
        {[step('Uploaded', release.uploaded), step('Approved', release.approved), step('Published', release.published), step('Rolled back', release.rolledBack)]
          .filter(Boolean)
          .join('; ')}
      </p>
      <p style={{ margin: `${theme.space.xs} 0` }}>
        <strong>
          {c.added.length} added, {c.changed.length} changed, {c.withdrawn.length} withdrawn; {c.companiesAffected} {c.companiesAffected === 1 ? 'company' : 'companies'}{' '}
          affected
        </strong>{' '}
        <button type="button" className="link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide comparison' : 'Show comparison'}
        </button>
      </p>
      {open && (
        <div aria-label={`Comparison of ${heading}`} role="region">
          <ItemList title="Items added" items={c.added} />
          <ItemList title="Items changed" items={c.changed} />
          <ItemList title="Items withdrawn" items={c.withdrawn} />
          {c.changeLog.length > 0 && (
            <>
              <h4 style={{ margin: `${theme.space.xs} 0 ${theme.space.xxs}` }}>What companies will read</h4>
              <ul style={{ margin: 0 }}>
                {c.changeLog.map((entry) => (
                  <li key={entry.item}>
                    {entry.item} ({entry.change}): {entry.summary}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h4 style={{ margin: `${theme.space.xs} 0 ${theme.space.xxs}` }}>Due dates that move ({c.dueDates.length} companies)</h4>
          {c.dueDates.length > 0 && (
            <DataTable
              label={`Due dates that move with ${heading}`}
              look="console"
              rowKey={(row) => `${row.companyId}-${row.obligationId}-${row.period}`}
              rows={c.dueDates.flatMap((company) => company.moves.map((move) => ({ ...move, companyId: company.companyId, companyName: company.companyName })))}
              columns={[
                { header: 'Company', cell: (row) => row.companyName },
                { header: 'Obligation', cell: (row) => `${row.obligationId} ${row.title}` },
                { header: 'Period', cell: (row) => row.period },
                { header: 'Due now', cell: (row) => (row.before ? formatDate(row.before) : '—') },
                { header: 'Due after the release', cell: (row) => (row.after ? formatDate(row.after) : '—') },
              ]}
            />
          )}
        </div>
      )}
      <Actions style={{ marginTop: theme.space.sm, alignItems: 'flex-end' }}>
        {release.state === 'draft' &&
          (ownUpload ? (
            <p role="note" style={{ margin: 0 }}>
              Another super-admin must approve this release.
            </p>
          ) : (
            <Button type="button" disabled={busy} onClick={() => act(() => approveRelease(release.id))}>
              Approve release
            </Button>
          ))}
        {release.state === 'approved' && (
          <>
            <Field style={{ margin: 0 }}>
              <label htmlFor={`effective-${release.id}`}>Effective date</label>
              <DateInput id={`effective-${release.id}`} value={effectiveDate} min={indiaToday()} onChange={(value) => setEffectiveDate(value)} />
            </Field>
            <Button type="button" disabled={busy || !effectiveDate} onClick={() => act(() => publishRelease(release.id, effectiveDate))}>
              Publish release
            </Button>
          </>
        )}
        {(release.state === 'published' || release.state === 'scheduled') && (
          <Button type="button" $variant="danger" disabled={busy} onClick={() => act(() => rollBackRelease(release.id))}>
            Roll back
          </Button>
        )}
      </Actions>
    </Card>
  );
}
