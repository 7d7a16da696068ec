import type { AppTheme } from './theme';

type Step = keyof AppTheme['space'] | 0;

/**
 * A margin, padding or gap from the theme's steps, for a styled-components template: `padding: ${space('sm', 'md')};`
 * gives `0.75rem 1rem` (0 stays 0), as the CSS shorthand takes one to four values.
 */
export const space =
  (...steps: [Step] | [Step, Step] | [Step, Step, Step] | [Step, Step, Step, Step]) =>
  ({ theme }: { theme: AppTheme }): string =>
    steps.map((step) => (step === 0 ? '0' : theme.space[step])).join(' ');
