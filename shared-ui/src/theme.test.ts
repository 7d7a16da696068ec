// Every text colour of the theme on the backgrounds it is used on reads at WCAG AA (4.5:1 for body text), so a token
// changed in theme.ts cannot quietly make a screen unreadable (docs/decisions/0330-colours-and-spacing-from-the-theme.md).
import { TASK_CATEGORY_COLOURS } from './taskCategoryColours';
import { theme } from './theme';

/** The WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const AA = 4.5;
const { colors, tints, notices, risk, dark } = theme;

test('the contrast helper gives the known ratios (black on white 21:1, a colour on itself 1:1)', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast(colors.primary, colors.primary)).toBe(1);
});

test.each(
  (['text', 'muted', 'primary', 'primaryDark', 'accent', 'success', 'warning', 'danger', 'caution', 'review', 'info'] as const).flatMap((name) =>
    (['surface', 'background'] as const).map((ground) => [name, ground] as const),
  ),
)('colors.%s text reads on colors.%s', (name, ground) => {
  expect(contrast(colors[name], colors[ground])).toBeGreaterThanOrEqual(AA);
});

test.each(
  Object.entries({
    primary: colors.primary,
    accent: colors.accent,
    success: colors.success,
    warning: colors.warning,
    danger: colors.danger,
    caution: colors.caution,
    review: colors.review,
    muted: colors.muted,
    primaryDark: colors.primaryDark,
    ...Object.fromEntries(Object.entries(TASK_CATEGORY_COLOURS).map(([category, colour]) => [`category ${category}`, colour])),
  }),
)('white text (onTone) reads on a filled %s', (_name, fill) => {
  expect(contrast(colors.onTone, fill)).toBeGreaterThanOrEqual(AA);
});

test.each(Object.entries(tints))('the %s tint: its text reads on its background', (_name, tint) => {
  expect(contrast(tint.color, tint.background)).toBeGreaterThanOrEqual(AA);
});

test.each(Object.entries(notices))('the %s notice: body text reads on its background', (_name, notice) => {
  expect(contrast(colors.text, notice.background)).toBeGreaterThanOrEqual(AA);
});

test.each(Object.entries(risk))('the %s risk rating: its text reads on white, and body text on its heat-map cell', (_name, rating) => {
  expect(contrast(rating.text, colors.surface)).toBeGreaterThanOrEqual(AA);
  expect(contrast(colors.text, rating.heat)).toBeGreaterThanOrEqual(AA);
});

test.each((['text', 'heading', 'quiet', 'link'] as const).map((name) => [name]))('dark.%s reads on the dark surface (colors.sidebar)', (name) => {
  expect(contrast(dark[name], colors.sidebar)).toBeGreaterThanOrEqual(AA);
});

test('the side menu: its text and the current page (white on primary) read', () => {
  expect(contrast(colors.sidebarText, colors.sidebar)).toBeGreaterThanOrEqual(AA);
  expect(contrast(colors.sidebarText, colors.primary)).toBeGreaterThanOrEqual(AA);
});
