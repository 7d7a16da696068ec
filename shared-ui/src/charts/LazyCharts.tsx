import { lazy } from 'react';

// recharts loads only when a page draws one of these (the admin's dashboard and statistics), never on the first visit.
// Wrap each in <Suspense>.
export const CompletionRings = lazy(() => import('./CompletionRings'));
export const PerformanceChart = lazy(() => import('./PerformanceChart'));
