import { PAGE_PATHS, type RemoteRoutes } from 'shared-contracts/federation';

const { admin, maker, checker } = PAGE_PATHS;

// One home for tasks and the calendar: the admin's pages and the maker's and checker's, from this remote.
const dashboard = () => import('./features/dashboard/WorkspaceDashboardPage');
const pendingReview = () => import('./features/tasks/PendingReviewPage');
const calendar = () => import('./features/calendar/CalendarPage');
// The obligations command centre (docs/decisions/0049-people-and-the-command-centre-screen.md): one page for every role, its actions chosen by who is signed in.
const commandCentre = () => import('./features/command-centre/CommandCentrePage');

export const routes: RemoteRoutes = {
  admin: [
    { path: admin.dashboard, title: 'Admin dashboard', menu: { label: 'Dashboard', order: 10, end: true }, load: () => import('./features/tasks/AdminDashboardPage') },
    { path: admin.tasks, title: 'Tasks', menu: { label: 'Tasks', order: 20 }, load: () => import('./features/tasks/TasksPage') },
    { path: admin.commandCentre, title: 'Command Centre', menu: { label: 'Command Centre', order: 15 }, load: commandCentre },
    {
      path: admin.statutoryCalendar,
      title: 'Statutory Calendar',
      menu: { label: 'Statutory Calendar', order: 40 },
      load: () => import('./features/calendar/StatutoryCalendarPage'),
    },
    // No menu item (the specified sidebar stays): reached from the onboarding checklist and the statutory calendar.
    { path: 'obligation-owners', title: 'Owners and checkers', load: () => import('./features/obligation-owners/ObligationOwnersPage') },
    // Day one, reached from the onboarding checklist and the compliance score: how far back to track, filed before joining.
    { path: 'tracking-start', title: 'Tracking start', load: () => import('./features/onboarding/TrackingStartPage') },
  ],
  maker: [
    { path: maker.dashboard, title: 'Maker dashboard', menu: { label: 'Dashboard', order: 10, end: true }, load: dashboard },
    { path: 'my-tasks', title: 'My Tasks', menu: { label: 'My Tasks', order: 20 }, load: () => import('./features/tasks/MyTasksPage') },
    { path: maker.commandCentre, title: 'Command Centre', menu: { label: 'Command Centre', order: 15 }, load: commandCentre },
    { path: 'drafts', title: 'Drafts', menu: { label: 'Drafts', order: 90 }, load: () => import('./features/drafts/DraftsPage') },
    { path: 'pending-review', title: 'Pending Review', menu: { label: 'Pending Review', order: 100 }, load: pendingReview },
    { path: 'calendar', title: 'Calendar', menu: { label: 'Calendar', order: 110 }, load: calendar },
  ],
  checker: [
    { path: checker.dashboard, title: 'Checker dashboard', menu: { label: 'Dashboard', order: 10, end: true }, load: dashboard },
    { path: 'pending-review', title: 'Pending Review', menu: { label: 'Pending Review', order: 20 }, load: pendingReview },
    { path: 'reviewed', title: 'Reviewed', menu: { label: 'Reviewed', order: 30 }, load: () => import('./features/tasks/ReviewedPage') },
    { path: checker.commandCentre, title: 'Command Centre', menu: { label: 'Command Centre', order: 15 }, load: commandCentre },
    { path: 'calendar', title: 'Calendar', menu: { label: 'Calendar', order: 110 }, load: calendar },
  ],
};
