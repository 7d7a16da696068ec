import { useState } from 'react';
import type { CalendarObligation, ObligationAuthority } from 'shared-contracts';
import { Button, DataTable, PersonPicker, toast, type Column, theme } from 'shared-ui';
import { mostCommon, saveOwners, type OwnersData } from './ownersApi';

interface Pair {
  owner: string;
  checker: string;
}

interface AuthorityRow {
  authority: ObligationAuthority;
  obligations: CalendarObligation[];
}

/**
 * One maker/checker pair per authority, applied to all its obligations: the quickest sensible start. Each pair
 * starts as the one most of the authority's obligations already have, else the first maker and checker.
 */
export function AuthorityDefaults({ data, onSaved }: { data: OwnersData; onSaved: () => void }) {
  const rows: AuthorityRow[] = [];
  for (const ob of data.obligations) {
    const row = rows.find((r) => r.authority === ob.authority);
    if (row) row.obligations.push(ob);
    else rows.push({ authority: ob.authority, obligations: [ob] });
  }
  // Only a person the picker offers (a suspended owner is not one): else the select would show a choice it does not hold.
  const offered = (people: OwnersData['makers'], ids: Array<string | null | undefined>) => mostCommon(ids.filter((id) => people.some((p) => p.id === id)));
  const initial = (row: AuthorityRow): Pair => ({
    owner:
      offered(
        data.makers,
        row.obligations.map((o) => o.owner?.assigneeId),
      ) ??
      data.makers[0]?.id ??
      '',
    checker:
      offered(
        data.checkers,
        row.obligations.map((o) => o.owner?.checkerId),
      ) ??
      data.checkers[0]?.id ??
      '',
  });
  const [pairs, setPairs] = useState<Record<string, Pair>>(() => Object.fromEntries(rows.map((r) => [r.authority, initial(r)])));
  const [busy, setBusy] = useState(false);
  const pairOf = (authority: string) => pairs[authority] ?? { owner: '', checker: '' };
  const set = (authority: string, change: Partial<Pair>) => setPairs((current) => ({ ...current, [authority]: { ...pairOf(authority), ...change } }));

  async function apply(chosen: AuthorityRow[]) {
    const missing = chosen.find((r) => !pairOf(r.authority).owner);
    if (missing) return toast.error(`Choose an owner for ${missing.authority}`);
    setBusy(true);
    try {
      const owners = chosen.flatMap((r) =>
        r.obligations.map((o) => ({
          obligationId: o.id,
          assigneeId: pairOf(r.authority).owner,
          checkerId: pairOf(r.authority).checker || null,
          leadDays: o.owner?.leadDays,
        })),
      );
      toast.success((await saveOwners(owners)).message);
      onSaved();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The owners could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const columns: Array<Column<AuthorityRow>> = [
    { header: 'Authority', cell: (r) => r.authority },
    { header: 'Obligations', cell: (r) => `${r.obligations.length} (${r.obligations.filter((o) => o.owner).length} with an owner)` },
    {
      header: 'Owner (maker)',
      cell: (r) => (
        <PersonPicker
          look="compact"
          id={`default-owner-${r.authority}`}
          label={`Owner for ${r.authority}`}
          people={data.makers}
          value={pairOf(r.authority).owner}
          onChange={(v) => set(r.authority, { owner: v })}
          emptyLabel="Choose..."
        />
      ),
    },
    {
      header: 'Checker',
      cell: (r) => (
        <PersonPicker
          look="compact"
          id={`default-checker-${r.authority}`}
          label={`Checker for ${r.authority}`}
          people={data.checkers}
          value={pairOf(r.authority).checker}
          onChange={(v) => set(r.authority, { checker: v })}
          emptyLabel="No checker"
        />
      ),
    },
    {
      header: 'Apply',
      hideHeader: true,
      cell: (r) => (
        <Button
          type="button"
          $small
          $variant="secondary"
          disabled={busy}
          onClick={() => void apply([r])}
          aria-label={`Apply to all ${r.obligations.length} ${r.authority} obligations`}
        >
          Apply to all {r.obligations.length}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable caption="Owner and checker per authority" stackOnMobile columns={columns} rows={rows} rowKey={(r) => r.authority} />
      <Button type="button" disabled={busy || rows.length === 0} onClick={() => void apply(rows)} style={{ marginTop: theme.space.sm }}>
        Apply every authority's pair
      </Button>
    </>
  );
}
