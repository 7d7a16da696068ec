import type { Database } from '../../../db/database';
import type { ProfileFacts } from '../../../content/calendar';
import { istDate } from '../../../dates';
import { allOwners, anyAdmin, isOccurrenceClaimed } from './repository';
import { addDays, applicability, dueDates } from '../library/schedule';
import { companyFacts, createTaskForOccurrence, findObligation, type CreatedTask } from './service';
import { notApplicableFrom } from '../occurrences/notApplicableRepository';

/** Thrown inside a transaction to undo a task another instance created first. */
class AlreadyClaimed extends Error {}

/**
 * The scheduler job: for every owner rule, each occurrence due within its lead time gets its task,
 * once. Safe with several API instances: the occurrence's unique key decides, the loser rolls back.
 */
export async function createScheduledTasks(db: Database, today = istDate(), only?: { companyId: string; obligationId: string }): Promise<CreatedTask[]> {
  const created: CreatedTask[] = [];
  const factsByCompany = new Map<string, ProfileFacts>();
  for (const owner of await allOwners(db, only)) {
    const obligation = findObligation(owner.obligationId);
    if (!obligation) continue;
    let facts = factsByCompany.get(owner.companyId);
    if (!facts) {
      facts = (await companyFacts(db, owner.companyId)).facts;
      factsByCompany.set(owner.companyId, facts);
    }
    // A profile change may have taken the obligation away: no more tasks for it.
    if (!applicability(obligation, facts)) continue;
    // Not applicable from a date on (the whole obligation): no task for those due dates.
    const notApplicable = await notApplicableFrom(db, owner.companyId, obligation.id);
    for (const due of dueDates(obligation, facts, today, addDays(today, owner.leadDays + 1))) {
      if (notApplicable && due.dueDate >= notApplicable) continue;
      if (await isOccurrenceClaimed(db, owner.companyId, obligation.id, due.dueDate)) continue;
      const assignedBy = owner.updatedBy ?? (await anyAdmin(db, owner.companyId));
      if (!assignedBy) continue;
      try {
        const task = await db.transaction(async (tx) => {
          const made = await createTaskForOccurrence(tx, {
            companyId: owner.companyId,
            obligation,
            period: due.period,
            dueDate: due.dueDate,
            assigneeId: owner.assigneeId,
            checkerId: owner.checkerId,
            priority: 'high',
            assignedBy,
            createdBy: null,
          });
          if (!made) throw new AlreadyClaimed();
          return made;
        });
        created.push(task);
      } catch (error) {
        if (!(error instanceof AlreadyClaimed)) throw error;
      }
    }
  }
  return created;
}
