import type { Task, TeamUser } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { searchTasks } from '../tasks/repository';
import { toTask } from '../tasks/service';
import { likePattern, searchUsers } from '../users/repository';
import { toTeamUser } from '../users/service';

const LIMIT = 10;

/** The admin header's search: users and tasks of the admin's company only, case-insensitive. */
export async function searchCompany(db: Queryable, companyId: string, q: string): Promise<{ users: TeamUser[]; tasks: Task[] }> {
  const term = q.trim();
  if (term === '') return { users: [], tasks: [] };
  const [users, tasks] = [await searchUsers(db, companyId, term, LIMIT), await searchTasks(db, companyId, likePattern(term), LIMIT)];
  return { users: users.map(toTeamUser), tasks: tasks.map((row) => toTask(row)) };
}
