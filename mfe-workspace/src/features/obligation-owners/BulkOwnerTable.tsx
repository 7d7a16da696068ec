import { useState } from 'react';
import type { CalendarObligation } from 'shared-contracts';
import { Button, DataTable, PersonPicker, toast, type Column, theme } from 'shared-ui';
import { saveOwners, type OwnersData } from './ownersApi';

/** Select many obligations, then set their owner and checker in one all-or-nothing request. */
export function BulkOwnerTable({ data, onSaved }: { data: OwnersData; onSaved: () => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [owner, setOwner] = useState('');
  const [checker, setChecker] = useState('');
  const [busy, setBusy] = useState(false);
  const all = data.obligations.length > 0 && selected.size === data.obligations.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function apply() {
    if (selected.size === 0) return toast.error('Select at least one obligation');
    if (!owner) return toast.error('Choose an owner');
    setBusy(true);
    try {
      const chosen = data.obligations.filter((o) => selected.has(o.id));
      const answer = await saveOwners(chosen.map((o) => ({ obligationId: o.id, assigneeId: owner, checkerId: checker || null, leadDays: o.owner?.leadDays })));
      toast.success(answer.message);
      setSelected(new Set());
      onSaved();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The owners could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const columns: Array<Column<CalendarObligation>> = [
    {
      header: 'Select',
      hideHeader: true,
      cell: (o) => <input type="checkbox" checked={selected.has(o.id)} onChange={() => toggle(o.id)} aria-label={`Select ${o.title}`} />,
    },
    { header: 'Obligation', cell: (o) => o.title },
    { header: 'Authority', cell: (o) => o.authority },
    { header: 'Frequency', cell: (o) => o.frequency },
    { header: 'Owner', cell: (o) => o.owner?.assigneeName ?? 'No owner' },
    { header: 'Checker', cell: (o) => o.owner?.checkerName ?? 'No checker' },
  ];
  return (
    <>
      <div
        role="group"
        aria-label="Set owner and checker of the selected obligations"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space.xs, marginBottom: theme.space.sm }}
      >
        <label style={{ fontSize: theme.fontSize.small }}>
          <input type="checkbox" checked={all} onChange={() => setSelected(all ? new Set() : new Set(data.obligations.map((o) => o.id)))} /> Select all
        </label>
        <PersonPicker look="compact" id="bulk-owner" label="New owner" people={data.makers} value={owner} onChange={setOwner} emptyLabel="Choose..." />
        <PersonPicker look="compact" id="bulk-checker" label="New checker" people={data.checkers} value={checker} onChange={setChecker} emptyLabel="No checker" />
        <Button type="button" disabled={busy || selected.size === 0} onClick={() => void apply()}>
          {`Set for ${selected.size} selected`}
        </Button>
      </div>
      <DataTable caption="Obligations and their owners" stackOnMobile columns={columns} rows={data.obligations} rowKey={(o) => o.id} />
    </>
  );
}
