import type { FastifyPluginAsync } from 'fastify';
import { calendarRoutes } from './calendar/routes';
import { workItemRoutes } from './work-items/routes';
import { named } from '../../plugins/pluginName';

/**
 * The obligations domain, every route under /api/obligations (docs/obligations-api.md): the calendar library and the
 * company's calendar with its exports, owners and tasks (calendar/), each due date's life (occurrences/), and the
 * lists, figures and score of the people doing the work (work-items/). Its reminders are the scheduler's (reminders/).
 */
export const obligationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(named(calendarRoutes));
  await app.register(named(workItemRoutes));
};
