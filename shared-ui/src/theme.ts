export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primaryText: '#ffffff',
    accent: '#0f766e',
    text: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    surface: '#ffffff',
    background: '#f3f4f6',
    success: '#15803d',
    warning: '#b45309',
    danger: '#b91c1c',
    info: '#1d4ed8',
  },
  radius: '8px',
  shadow: '0 1px 3px rgba(0,0,0,0.12), 0 1px 2px rgba(0,0,0,0.06)',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
  breakpoints: { mobile: '640px', tablet: '960px' },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- styled-components types its theme by merging into this interface.
  export interface DefaultTheme extends AppTheme {}
}
