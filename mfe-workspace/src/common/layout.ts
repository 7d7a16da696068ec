import type { DefaultTheme } from 'styled-components';
import { Card, space } from 'shared-ui';
import styled from 'styled-components';

// The workspace's page furniture, spaced by the theme's steps (docs/decisions/0330-colours-and-spacing-from-the-theme.md).

type Step = keyof DefaultTheme['space'];

/** A card followed by another on the same page. */
export const SpacedCard = styled(Card)`
  margin-bottom: ${space('md')};
`;

/** A card's heading inside a page (the page title is the h1). */
export const CardHeading = styled.h2`
  margin-top: 0;
  font-size: ${({ theme }) => theme.fontSize.heading};
`;

/** A page's sections one under another. */
export const Stack = styled.div`
  display: grid;
  gap: ${space('md')};
`;

/** A row of buttons and controls that wraps on a narrow screen; `$gap` a step (xs by default), `$align` the cross axis. */
export const Toolbar = styled.div<{ $gap?: Step; $align?: 'center' | 'flex-end' | 'flex-start' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'center' }) => $align};
  gap: ${({ theme, $gap = 'xs' }) => theme.space[$gap]};
`;

/** A group of choices without the fieldset's box; its legend reads as a label. */
export const ChoiceGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: ${space(0, 0, 'sm')};
  & > legend {
    font-weight: 600;
    margin-bottom: ${space('xxs')};
  }
`;
