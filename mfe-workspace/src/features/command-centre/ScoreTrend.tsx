import { countedFrom, type ComplianceScoreResponse, type ScoreCell } from 'shared-contracts';
import { DataTable, EmptyState, formatDate, theme, type Column } from 'shared-ui';

const rateText = (cell: ScoreCell | undefined) => (cell?.rate === null || cell?.rate === undefined ? '—' : `${cell.rate}%`);

/** A small line of on-time rates (0-100%) over the periods; gaps where nothing was due. Plain SVG, no chart library. */
export function Sparkline({ rates, label }: { rates: Array<number | null>; label: string }) {
  const width = 120;
  const height = 32;
  const step = rates.length > 1 ? width / (rates.length - 1) : 0;
  const points = rates.map((r, i) => (r === null ? null : `${(i * step).toFixed(1)},${(height - 2 - (r / 100) * (height - 4)).toFixed(1)}`));
  const segments: string[][] = [[]];
  for (const p of points) {
    if (p === null) segments.push([]);
    else segments[segments.length - 1]!.push(p);
  }
  return (
    <svg width={width} height={height} role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`}>
      <line x1={0} x2={width} y1={height - 2} y2={height - 2} stroke={theme.colors.border} />
      {segments
        .filter((s) => s.length > 0)
        .map((s, i) =>
          s.length === 1 ? (
            <circle key={i} cx={s[0]!.split(',')[0]} cy={s[0]!.split(',')[1]} r={2} fill={theme.colors.primary} />
          ) : (
            <polyline key={i} points={s.join(' ')} fill="none" stroke={theme.colors.primary} strokeWidth={2} />
          ),
        )}
    </svg>
  );
}

interface Row {
  authority: string;
  cells: Array<ScoreCell | undefined>;
}

/** On-time filing rate per authority for the last periods, the current one last, with its trend. */
export function ScoreTrend({ score }: { score: ComplianceScoreResponse }) {
  const periods = score.periods;
  if (periods.length === 0) return <EmptyState>No filings were due yet.</EmptyState>;
  const authorities = [...new Set(periods.flatMap((p) => p.byAuthority.map((a) => a.authority)))];
  const rows: Row[] = [
    { authority: 'All authorities', cells: periods.map((p) => p.overall) },
    ...authorities.map((authority) => ({ authority, cells: periods.map((p) => p.byAuthority.find((a) => a.authority === authority)) })),
  ];
  const columns: Array<Column<Row>> = [
    { header: 'Authority', cell: (r) => r.authority },
    ...periods.map((p, i) => ({ header: p.label, cell: (r: Row) => rateText(r.cells[i]) })),
    {
      header: 'Trend',
      cell: (r) => (
        <Sparkline rates={r.cells.map((c) => c?.rate ?? null)} label={`${r.authority}: ${r.cells.map((c, i) => `${periods[i]!.label} ${rateText(c)}`).join(', ')}`} />
      ),
    },
  ];
  return (
    <>
      {score.countsFrom && (
        <p style={{ marginTop: 0 }}>
          {`${countedFrom(formatDate(score.countsFrom))}.`}
          {score.filedBeforeJoining ? ` ${score.filedBeforeJoining} filed before we joined: shown, not scored.` : ''}
        </p>
      )}
      <DataTable caption="On-time filing rate by authority" stackOnMobile columns={columns} rows={rows} rowKey={(r) => r.authority} />
    </>
  );
}
