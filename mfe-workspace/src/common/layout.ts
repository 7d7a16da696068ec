import { Card } from 'shared-ui';
import styled from 'styled-components';

// The workspace's page furniture, spaced by the theme's steps (docs/decisions/0330-colours-and-spacing-from-the-theme.md).

/** A card followed by another on the same page. */
export const SpacedCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A card's heading inside a page (the page title is the h1). */
export const CardHeading = styled.h2`
  margin-top: 0;
  font-size: ${({ theme }) => theme.fontSize.heading};
`;

/** A row of buttons and controls that wraps on a narrow screen. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
