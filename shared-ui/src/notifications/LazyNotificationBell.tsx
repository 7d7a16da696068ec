import { lazy, Suspense } from 'react';

// Only the signed-in areas show the bell: its code is loaded with the first of them, not on the first visit to '/'.
const Bell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));

/** The notification bell, loaded on first use; the top bar is drawn at once and the bell appears when ready. */
export function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
