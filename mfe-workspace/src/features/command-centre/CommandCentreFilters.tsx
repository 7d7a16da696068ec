import { OBLIGATION_AUTHORITIES, OCCURRENCE_STATUSES, type CompanyObligation } from 'shared-contracts';
import { Button, Field, Options, formatDate } from 'shared-ui';
import { monthsOf, shifted, type Filters, type Grouping } from './filters';
import { statusLabel } from './statusStyle';
import { Toolbar } from '../../common/layout';

// The product's own form controls (shared-ui Field and Options), side by side; no bottom margin inside the row.
const fieldStyle = { marginBottom: 0 };
const SPANS = [
  { value: 'two-months', label: 'This month and next' },
  { value: 'quarter', label: 'Quarter' },
] as const;
const GROUPS: ReadonlyArray<{ value: Grouping; label: string }> = [
  { value: 'none', label: 'No grouping' },
  { value: 'owner', label: 'Owner' },
  { value: 'authority', label: 'Authority' },
  { value: 'status', label: 'Status' },
];

/** The screen's controls; every change goes to the address (the filters' one home). */
export function CommandCentreFilters({ filters, obligations, onChange }: { filters: Filters; obligations: CompanyObligation[]; onChange: (f: Filters) => void }) {
  const months = monthsOf(filters);
  const owners = new Map<string, string>();
  for (const o of obligations) if (o.owner) owners.set(o.owner.assigneeId, o.owner.assigneeName);
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <Toolbar role="group" aria-label="Filters" $gap="sm" $align="flex-end">
      <Toolbar role="group" aria-label="Months shown" $gap="xxs">
        <Button type="button" $small $variant="secondary" onClick={() => onChange(shifted(filters, -1))} aria-label="Earlier months">
          ‹
        </Button>
        <strong>{`${formatDate(months[0]!, 'month-year')} – ${formatDate(months[months.length - 1]!, 'month-year')}`}</strong>
        <Button type="button" $small $variant="secondary" onClick={() => onChange(shifted(filters, 1))} aria-label="Later months">
          ›
        </Button>
      </Toolbar>
      <Field style={fieldStyle}>
        <label htmlFor="cc-span">Span</label>
        <select id="cc-span" value={filters.span} onChange={(e) => set({ span: e.target.value as Filters['span'] })}>
          <Options items={SPANS} value={(o) => o.value} label={(o) => o.label} />
        </select>
      </Field>
      <Field style={fieldStyle}>
        <label htmlFor="cc-status">Status</label>
        <select id="cc-status" value={filters.status[0] ?? ''} onChange={(e) => set({ status: e.target.value ? [e.target.value] : [] })}>
          <option value="">All statuses</option>
          <Options items={OCCURRENCE_STATUSES} label={statusLabel} />
        </select>
      </Field>
      <Field style={fieldStyle}>
        <label htmlFor="cc-authority">Authority</label>
        <select id="cc-authority" value={filters.authority[0] ?? ''} onChange={(e) => set({ authority: e.target.value ? [e.target.value] : [] })}>
          <option value="">All authorities</option>
          <Options items={OBLIGATION_AUTHORITIES} />
        </select>
      </Field>
      <Field style={fieldStyle}>
        <label htmlFor="cc-owner">Owner</label>
        <select id="cc-owner" value={filters.owner} onChange={(e) => set({ owner: e.target.value })}>
          <option value="">Everyone</option>
          <option value="none">No owner</option>
          <Options items={[...owners]} value={([id]) => id} label={([, name]) => name} />
        </select>
      </Field>
      <Field style={fieldStyle}>
        <label htmlFor="cc-group">Group by</label>
        <select id="cc-group" value={filters.group} onChange={(e) => set({ group: e.target.value as Grouping })}>
          <Options items={GROUPS} value={(o) => o.value} label={(o) => o.label} />
        </select>
      </Field>
      <Toolbar role="group" aria-label="View" $gap="xxs">
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
      </Toolbar>
    </Toolbar>
  );
}
