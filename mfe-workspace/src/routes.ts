import type { RemoteRoutes } from 'shared-contracts';

const dashboard = () => import('./features/dashboard/WorkspaceDashboardPage');
const pendingReview = () => import('./features/my-tasks/PendingReviewPage');
const calendar = () => import('./features/calendar/CalendarPage');

export const routes: RemoteRoutes = {
  maker: [
    { path: '', title: 'Maker dashboard', menu: { label: 'Dashboard', order: 10, end: true }, load: dashboard },
    { path: 'my-tasks', title: 'My Tasks', menu: { label: 'My Tasks', order: 20 }, load: () => import('./features/my-tasks/MyTasksPage') },
    { path: 'drafts', title: 'Drafts', menu: { label: 'Drafts', order: 90 }, load: () => import('./features/drafts/DraftsPage') },
    { path: 'pending-review', title: 'Pending Review', menu: { label: 'Pending Review', order: 100 }, load: pendingReview },
    { path: 'calendar', title: 'Calendar', menu: { label: 'Calendar', order: 110 }, load: calendar },
  ],
  checker: [
    { path: '', title: 'Checker dashboard', menu: { label: 'Dashboard', order: 10, end: true }, load: dashboard },
    { path: 'pending-review', title: 'Pending Review', menu: { label: 'Pending Review', order: 20 }, load: pendingReview },
    { path: 'reviewed', title: 'Reviewed', menu: { label: 'Reviewed', order: 30 }, load: () => import('./features/my-tasks/ReviewedPage') },
    { path: 'calendar', title: 'Calendar', menu: { label: 'Calendar', order: 110 }, load: calendar },
  ],
};
