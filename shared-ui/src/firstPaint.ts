// What the shell and the public home page draw on a first visit, as its own shared module ('shared-ui/first-paint'):
// a shared module is never tree-shaken, so the whole design system ('shared-ui') would otherwise come with every first
// visit. The same files as the full index, so a page that later loads 'shared-ui' from the same container gets the
// same instances (theme, toast store, area menu context) (docs/decisions/0350-first-visit-loads-what-it-shows.md).
export { theme } from './theme';
export { space } from './spacing';
export type { AppTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Button } from './components/Button';
export type { ButtonVariant } from './components/Button';
export { Spinner, EmptyState, ErrorState } from './components/States';
export { Modal } from './components/Modal';
export { toast, toastStore } from './toast/toastStore';
export type { Toast, ToastKind } from './toast/toastStore';
export { Toaster } from './toast/Toaster';
export { AreaMenuProvider, useAreaMenu } from './layout/areaMenu';
export { SkipLink } from './layout/SkipLink';
