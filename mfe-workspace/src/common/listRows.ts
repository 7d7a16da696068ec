import { space } from 'shared-ui';
import styled from 'styled-components';

// The rows of the workspace's plain lists (due dates, evidence, obligations): colours and spacing from the theme.

/** A list without bullets whose items are `Row`s. */
export const PlainRows = styled.ul`
  list-style: none;
  padding: 0;
`;

/** One item of a plain list, set off from the next by a hairline. */
export const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  padding: ${space('xs', 0)};
`;

/** A secondary line under a row's title (frequency, task, owner). */
export const RowDetail = styled.div`
  font-size: ${({ theme }) => theme.fontSize.small};
`;

/** A row's quieter line: why it applies, its citation, its evidence. */
export const RowNote = styled(RowDetail)`
  color: ${({ theme }) => theme.colors.muted};
`;

/** " · Overdue" after a status or a title, in the danger colour (the word carries the meaning, not the colour alone). */
export const OverdueMark = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
