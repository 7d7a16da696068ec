import styled from 'styled-components';

/**
 * Columns side by side (`$columns`: the grid's template) that become one column below the tablet breakpoint.
 * Cells line up at the top unless `$align` says otherwise.
 */
export const Columns = styled.div<{ $columns: string; $gap?: string; $align?: 'start' | 'stretch' }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: ${({ $gap = '1rem' }) => $gap};
  align-items: ${({ $align = 'start' }) => $align};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A list without bullets or indent, its items spaced evenly (cards, devices, activity). */
export const PlainList = styled.ul<{ $gap?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $gap = '0.75rem' }) => $gap};
`;
