import type { CSSProperties, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EmptyState } from './States';
import { space } from '../spacing';

/** One column: its header (kept for screen readers when hidden) and what each row shows in it. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The header is read out but not shown (an actions column). */
  hideHeader?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** When the rows stack on a phone, the cell is prefixed with its header ("Status: Pending"). */
  stackLabel?: boolean;
  cellStyle?: CSSProperties;
  cellClassName?: string;
}

/**
 * How the table looks where it stands:
 * `list` a compact list inside a card; `console` the super-admin's tables (card of its own, capitals in the header);
 * `figures` numbers aligned right after the first column; `ruled` every cell ruled (the printed reports).
 */
export type TableLook = 'list' | 'console' | 'figures' | 'ruled';

const looks = {
  list: css`
    font-size: 0.9rem;
    & th,
    & td {
      padding: 0.45rem 0.4rem;
      vertical-align: top;
    }
  `,
  console: css`
    min-width: 640px;
    & th,
    & td {
      padding: 0.6rem ${space('sm')};
      vertical-align: middle;
    }
    & thead th {
      font-size: 0.8rem;
      text-transform: uppercase;
      letter-spacing: 0.03em;
      color: ${({ theme }) => theme.colors.muted};
      background: ${({ theme }) => theme.colors.background};
    }
  `,
  figures: css`
    /* Compact at every width: the figures card sits in a dashboard column about 300 px wide even on a
       1280 px screen, where the last column (Overdue) was cut off behind the scroll (docs/decisions/0063-screenshot-review-compliance-super-admin-public.md). */
    font-size: 0.85rem;
    & th,
    & td {
      padding: ${space('xs', 'xxs')};
      text-align: right;
    }
    & thead th {
      white-space: normal;
      line-height: 1.2;
    }
    & th:first-child,
    & td:first-child {
      text-align: left;
    }
    /* Five figures beside a name fit a 360 px screen only when compact; the wrapper scrolls if a name is still too long. */
    @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
      font-size: 0.8rem;
      & th,
      & td {
        padding: 0.35rem 0.15rem;
      }
    }
  `,
  ruled: css`
    margin-bottom: ${space('md')};
    & th,
    & td {
      border: 1px solid ${({ theme }) => theme.colors.tableRule};
      padding: ${space('xxs')} 6px;
      vertical-align: top;
    }
  `,
};

/** On a phone each row becomes a block of its cells (the header is then hidden). */
const stacked = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    & thead {
      display: none;
    }
    & tr {
      display: block;
      padding: ${space('xs', 0)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & td {
      display: block;
      border: 0;
      padding: 0.15rem 0;
    }
    & td[data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 600;
    }
    & tbody th {
      display: block;
      border: 0;
      padding: 0.15rem 0;
    }
    & tbody th[data-label]::before {
      content: attr(data-label) ': ';
    }
    /* A console table is wide on purpose; stacked, it is as wide as the phone. */
    min-width: 0;
  }
`;

/** A console table is its own card: stacked, its rows keep the wide table's inset from the card's edge. */
const consoleStackedInset = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    & tr {
      padding-inline: ${space('sm')};
    }
  }
`;

/** Stacked figures keep each row's numbers side by side under its name ("Pending: 1  Overdue: 0"): a
    member's five counts beside a name did not fit a 390 px screen, and the last column was cut off (docs/decisions/0063-screenshot-review-compliance-super-admin-public.md). */
const stackedFigures = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    & tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0.1rem ${space('md')};
    }
    & tbody th {
      flex-basis: 100%;
    }
    & td,
    & th {
      text-align: left;
    }
    & td[data-label]::before {
      font-weight: 400;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

const Table = styled.table<{ $look: TableLook; $stack?: boolean }>`
  /* The containing block of the hidden header texts, so they stay inside the scrolling wrapper (a wide table
     on a phone must not widen the page). */
  position: relative;
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ $look }) => looks[$look]}
  ${({ $stack }) => $stack && stacked}
  ${({ $stack, $look }) => $stack && $look === 'console' && consoleStackedInset}
  ${({ $stack, $look }) => $stack && $look === 'figures' && stackedFigures}
`;

/** Read by screen readers, not shown (independent of the global stylesheet, so a remote alone renders it right). */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const ScrollWrap = styled.div`
  overflow-x: auto;
`;

const ConsoleWrap = styled(ScrollWrap)`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export interface DataTableProps<T> {
  columns: Array<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A class for a row (a row to highlight, e.g. one with errors). */
  rowClassName?: (row: T) => string | undefined;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: ReactNode;
  /** The table's accessible name. */
  label?: string;
  /** A caption read by screen readers only. */
  caption?: string;
  /** Wide tables scroll sideways inside a focusable region of this name (keyboard users can scroll it). */
  scrollLabel?: string;
  look?: TableLook;
  /** Rows as blocks on a phone. */
  stackOnMobile?: boolean;
  /** Without a header row (a table of named figures, each row headed by its first cell). */
  noHead?: boolean;
  busy?: boolean;
  style?: CSSProperties;
}

/** The one table of the product's lists: header row, one row per item, the empty message in place of an empty table. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  empty,
  label,
  caption,
  scrollLabel,
  look = 'list',
  stackOnMobile,
  noHead,
  busy,
  style,
}: DataTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <EmptyState>{empty}</EmptyState>;
  // The super-admin's console tables stack on a phone, each cell named by its header (a sideways scroll hid columns).
  const stack = stackOnMobile ?? look === 'console';
  const labelled = (column: Column<T>) => column.stackLabel ?? ((look === 'console' || (look === 'figures' && stack)) && !column.hideHeader);
  const table = (
    <Table aria-label={label} aria-busy={busy || undefined} $look={look} $stack={stack}>
      {caption && (
        <caption>
          <Hidden>{caption}</Hidden>
        </caption>
      )}
      {!noHead && (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hideHeader ? <Hidden>{column.header}</Hidden> : column.header}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th
                  key={column.header}
                  scope="row"
                  style={column.cellStyle}
                  className={column.cellClassName}
                  // A row's name is labelled only when its column asks (the Command Centre's "Filing: ...").
                  data-label={column.stackLabel ? column.header : undefined}
                >
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} style={column.cellStyle} className={column.cellClassName} data-label={labelled(column) ? column.header : undefined}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
  const Wrap = look === 'console' ? ConsoleWrap : ScrollWrap;
  // A scrollable region is focusable so that keyboard users can scroll it.
  return scrollLabel ? (
    <Wrap style={style} tabIndex={0} role="region" aria-label={scrollLabel}>
      {table}
    </Wrap>
  ) : (
    <Wrap style={style}>{table}</Wrap>
  );
}
