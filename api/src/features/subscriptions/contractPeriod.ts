import type { ContractPeriodRequest, SeatCounts } from 'shared-contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import type { Actor } from '../../consoleQuery';
import { companyCreatedAt, findPackage, insertPaidPeriod, lockCompany, seatsUsed } from './repository';
import { addMonths } from './service';

/**
 * Grants a period agreed by contract (a team larger than any plan on offer, invoiced outside the online checkout).
 * The plan gives the features and its admin seats; the contract gives the team seats and the months. It starts now,
 * as a paid period does, and never takes away a seat somebody holds: fewer seats than users of a role is refused.
 */
export async function grantContractPeriod(db: Database, actor: Actor, companyId: string, request: ContractPeriodRequest, now = new Date()) {
  const contractReference = request.contractReference.trim();
  await db.transaction(async (tx) => {
    if (!(await companyCreatedAt(tx, companyId))) throw new HttpError(404, 'Company not found');
    await lockCompany(tx, companyId);
    const plan = await findPackage(tx, request.packageId);
    if (!plan) throw new HttpError(400, 'Choose one of the plans on offer.');
    const seats: SeatCounts = { admin: plan.seats.admin, maker: request.makers, checker: request.checkers };
    const used = await seatsUsed(tx, companyId);
    for (const role of ['admin', 'maker', 'checker'] as const) {
      if (used[role] > seats[role]) {
        const n = used[role];
        throw new HttpError(409, `The company has ${n} ${role}${n === 1 ? '' : 's'}: the contract needs at least ${n} ${role} seat${n === 1 ? '' : 's'}.`);
      }
    }
    const periodEnd = addMonths(now, request.months);
    await insertPaidPeriod(tx, { companyId, packageId: plan.id, seats, periodStart: now, periodEnd, contractReference, grantedBy: actor.userId });
    await recordAudit(tx, {
      companyId,
      actorId: actor.userId,
      actorRole: 'super-admin',
      action: 'subscription.contract_granted',
      targetType: 'subscription',
      targetId: plan.id,
      after: { packageId: plan.id, seats, periodStart: now, periodEnd, contractReference },
      ip: actor.ip,
    });
  });
}
