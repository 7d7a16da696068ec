import { space, theme } from 'shared-ui';
import styled from 'styled-components';
import { IMPACT_LABELS, LIKELIHOOD_LABELS, ratingFor, type HeatMapCell } from 'shared-contracts';

const COLOURS = { Low: theme.risk.low.heat, Medium: theme.risk.medium.heat, High: theme.risk.high.heat, Critical: theme.risk.critical.heat } as const;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: 0.8rem;
  & th {
    font-weight: 600;
    padding: ${space('xxs')};
  }
  & td {
    text-align: center;
    border: 1px solid ${({ theme }) => theme.colors.surface};
    height: 48px;
    min-width: 44px;
    font-size: 1rem;
    font-weight: 700;
  }
  /* On a phone all five impact columns fit the screen: smaller headings, narrower cells. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    font-size: 0.7rem;
    & th {
      padding: 0.2rem 0.1rem;
    }
    & td {
      min-width: 34px;
      height: 40px;
    }
  }
`;

/** Residual heat map as a real table: every cell states its count and rating, colour is only a hint. */
export function HeatMap({ cells }: { cells: HeatMapCell[] }) {
  const at = (l: number, i: number) => cells.find((c) => c.likelihood === l && c.impact === i)?.count ?? 0;
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Heat map, scrollable">
      <Table aria-label="Residual risk heat map: likelihood by impact, number of open risks per cell">
        <thead>
          <tr>
            <th scope="col">Likelihood \ Impact</th>
            {IMPACT_LABELS.map((label, i) => (
              <th key={label} scope="col">
                {i + 1} {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[5, 4, 3, 2, 1].map((l) => (
            <tr key={l}>
              <th scope="row">
                {l} {LIKELIHOOD_LABELS[l - 1]}
              </th>
              {[1, 2, 3, 4, 5].map((i) => {
                const rating = ratingFor(l * i);
                const count = at(l, i);
                return (
                  <td
                    key={i}
                    style={{ background: COLOURS[rating] }}
                    data-testid={`heat-${l}-${i}`}
                    aria-label={`Likelihood ${l}, impact ${i}: ${count} risk${count === 1 ? '' : 's'}, ${rating}`}
                  >
                    {count || ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
