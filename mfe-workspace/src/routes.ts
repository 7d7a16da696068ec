import type { RemoteRoutes } from 'shared-contracts';

const dashboard = () => import('./features/dashboard/WorkspaceDashboardPage');
const pendingReview = () => import('./features/my-tasks/PendingReviewPage');
const calendar = () => import('./features/calendar/CalendarPage');

export const routes: RemoteRoutes = {
  maker: [
    { path: '', title: 'Maker dashboard', load: dashboard },
    { path: 'my-tasks', title: 'My Tasks', load: () => import('./features/my-tasks/MyTasksPage') },
    { path: 'drafts', title: 'Drafts', load: () => import('./features/drafts/DraftsPage') },
    { path: 'pending-review', title: 'Pending Review', load: pendingReview },
    { path: 'calendar', title: 'Calendar', load: calendar },
  ],
  checker: [
    { path: '', title: 'Checker dashboard', load: dashboard },
    { path: 'pending-review', title: 'Pending Review', load: pendingReview },
    { path: 'reviewed', title: 'Reviewed', load: () => import('./features/my-tasks/ReviewedPage') },
    { path: 'calendar', title: 'Calendar', load: calendar },
  ],
};
