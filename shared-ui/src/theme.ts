// The product's one palette and spacing scale (docs/decisions/0330-colours-and-spacing-from-the-theme.md). Screens
// name a colour by what it means; a new meaning gets a token here, never a literal in a screen (ESLint guards it).
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primaryText: '#ffffff',
    accent: '#0f766e',
    text: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    // The hairline between the rows of a list, lighter than a control's border.
    divider: '#e5e7eb',
    surface: '#ffffff',
    background: '#f3f4f6',
    success: '#15803d',
    warning: '#b45309',
    danger: '#b91c1c',
    // Between warning and danger: a high priority, a high risk.
    caution: '#c2410c',
    info: '#1d4ed8',
    // Waiting for a checker's sign-off (and the SEBI category): violet, 5.7:1 on white.
    review: '#7c3aed',
    // Text on a filled tone (primary, success, warning, danger, review, a category's colour).
    onTone: '#ffffff',
    // A finished item drawn faded in a calendar; decoration only, never text.
    faded: '#9ca3af',
    // The side menu of every signed-in area, and the dark bands of the public site.
    sidebar: '#0f172a',
    sidebarText: '#ffffff',
    // The keyboard focus ring, on every background.
    focus: '#f59e0b',
    // A choice that cannot be made (a day outside the allowed range); below AA on purpose, and never the only sign.
    disabled: '#9ca3af',
    // Behind an open dialog.
    backdrop: 'rgba(17, 24, 39, 0.55)',
    // A ruled table's cell lines (the printed board report).
    tableRule: '#999999',
    // The self-audit's ring among the assessments' (the others take their category's colour).
    selfAudit: '#be185d',
  },
  /** A soft background with its text colour, for a status pill or a notice; each pair at least 4.5:1 (WCAG AA). */
  tints: {
    info: { background: '#e0e7ff', color: '#1e3a8a' },
    success: { background: '#dcfce7', color: '#14532d' },
    warning: { background: '#fef3c7', color: '#78350f' },
    late: { background: '#ffedd5', color: '#7c2d12' },
    danger: { background: '#fee2e2', color: '#7f1d1d' },
    review: { background: '#ede9fe', color: '#4c1d95' },
    neutral: { background: '#e5e7eb', color: '#1f2937' },
  },
  /** A boxed notice (a note on a question, the period being answered): a soft background and a coloured edge, body text in `text`. */
  notices: {
    info: { background: '#eff6ff', border: '#93c5fd' },
    warning: { background: '#fffbeb', border: '#f59e0b' },
    neutral: { background: '#f3f4f6', border: '#6b7280' },
    danger: { background: '#fef2f2', border: '#fecaca' },
  },
  /** The dark bands (the public site's sections, the site footer): text, headings, links and edges on `sidebar`. */
  dark: {
    text: '#e2e8f0',
    heading: '#ffffff',
    quiet: '#cbd5e1',
    link: '#bfdbfe',
    border: '#334155',
    hover: 'rgba(255, 255, 255, 0.1)',
    disabled: '#9ca3af',
    disabledBorder: '#6b7280',
  },
  /** The public site's own surfaces: the hero, its highlighted word, the closing call to action, the WhatsApp band. */
  site: {
    hero: 'linear-gradient(135deg, #1e3a8a, #0f766e)',
    heroHighlight: '#fde68a',
    promo: 'linear-gradient(135deg, #eff6ff, #f0fdfa)',
    promoBorder: '#bfdbfe',
    whatsApp: { background: '#ecfdf5', border: '#a7f3d0' },
  },
  /** A QR code's modules: pure black on white, which every authenticator app's scanner reads. */
  qrCode: { dark: '#000000', light: '#ffffff' },
  /** The four risk ratings: a heat-map cell's background, and the rating written as text (each at least 4.5:1 on white). */
  risk: {
    low: { heat: '#dcfce7', text: '#15803d' },
    medium: { heat: '#fef9c3', text: '#a16207' },
    high: { heat: '#fed7aa', text: '#c2410c' },
    critical: { heat: '#fecaca', text: '#b91c1c' },
  },
  /** The spacing steps for margins, paddings and gaps; the lint rule theme/spacing-from-scale reads them from this line. */
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  /** Type sizes below the body's: a secondary line (a date, an owner) and a label. */
  fontSize: { small: '0.85rem', label: '0.8rem', heading: '1.1rem' },
  radius: '8px',
  shadow: '0 1px 3px rgba(0,0,0,0.12), 0 1px 2px rgba(0,0,0,0.06)',
  // A bar fixed to the bottom of the screen, lifted over the page it covers.
  shadowAbove: '0 -2px 6px rgba(0, 0, 0, 0.06)',
  // A menu or a toast over the page; a panel or a date picker further above it.
  shadowPopover: '0 4px 12px rgba(0, 0, 0, 0.15)',
  shadowDialog: '0 8px 24px rgba(0, 0, 0, 0.18)',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
  breakpoints: { mobile: '640px', tablet: '960px' },
} as const;

export type AppTheme = typeof theme;
export type Tint = keyof AppTheme['tints'];

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- styled-components types its theme by merging into this interface.
  export interface DefaultTheme extends AppTheme {}
}
