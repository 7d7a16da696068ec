import { OBLIGATION_AUTHORITIES, OCCURRENCE_STATUSES, type CompanyObligation } from 'shared-contracts';
import { Button, formatDate } from 'shared-ui';
import { monthsOf, shifted, type Filters, type Grouping } from './filters';
import { statusLabel } from './statusStyle';

const selectStyle = { display: 'inline-flex', flexDirection: 'column' as const, fontSize: '0.85rem' };

/** The screen's controls; every change goes to the address (the filters' one home). */
export function CommandCentreFilters({ filters, obligations, onChange }: { filters: Filters; obligations: CompanyObligation[]; onChange: (f: Filters) => void }) {
  const months = monthsOf(filters);
  const owners = new Map<string, string>();
  for (const o of obligations) if (o.owner) owners.set(o.owner.assigneeId, o.owner.assigneeName);
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <div role="group" aria-label="Filters" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}>
      <div role="group" aria-label="Months shown" style={{ display: 'flex', gap: '0.3rem', alignItems: 'center' }}>
        <Button type="button" $small $variant="secondary" onClick={() => onChange(shifted(filters, -1))} aria-label="Earlier months">
          ‹
        </Button>
        <strong>{`${formatDate(months[0]!, 'month-year')} – ${formatDate(months[months.length - 1]!, 'month-year')}`}</strong>
        <Button type="button" $small $variant="secondary" onClick={() => onChange(shifted(filters, 1))} aria-label="Later months">
          ›
        </Button>
      </div>
      <label style={selectStyle}>
        Span
        <select value={filters.span} onChange={(e) => set({ span: e.target.value as Filters['span'] })}>
          <option value="two-months">This month and next</option>
          <option value="quarter">Quarter</option>
        </select>
      </label>
      <label style={selectStyle}>
        Status
        <select value={filters.status[0] ?? ''} onChange={(e) => set({ status: e.target.value ? [e.target.value] : [] })}>
          <option value="">All statuses</option>
          {OCCURRENCE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label style={selectStyle}>
        Authority
        <select value={filters.authority[0] ?? ''} onChange={(e) => set({ authority: e.target.value ? [e.target.value] : [] })}>
          <option value="">All authorities</option>
          {OBLIGATION_AUTHORITIES.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      <label style={selectStyle}>
        Owner
        <select value={filters.owner} onChange={(e) => set({ owner: e.target.value })}>
          <option value="">Everyone</option>
          <option value="none">No owner</option>
          {[...owners].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label style={selectStyle}>
        Group by
        <select value={filters.group} onChange={(e) => set({ group: e.target.value as Grouping })}>
          <option value="none">No grouping</option>
          <option value="owner">Owner</option>
          <option value="authority">Authority</option>
          <option value="status">Status</option>
        </select>
      </label>
      <div role="group" aria-label="View" style={{ display: 'flex', gap: '0.3rem' }}>
        <Button
          type="button"
          $small
          $variant={filters.view === 'list' ? 'primary' : 'secondary'}
          aria-pressed={filters.view === 'list'}
          onClick={() => set({ view: 'list' })}
        >
          List
        </Button>
        <Button
          type="button"
          $small
          $variant={filters.view === 'grid' ? 'primary' : 'secondary'}
          aria-pressed={filters.view === 'grid'}
          onClick={() => set({ view: 'grid' })}
        >
          Month grid
        </Button>
      </div>
    </div>
  );
}
