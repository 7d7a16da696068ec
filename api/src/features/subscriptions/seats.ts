import type { TeamRole } from 'shared-contracts';
import { loadConfig, type AppConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { lockCompany } from './repository';
import { currentSubscription, endedMessage } from './service';

const plural = (n: number, word: string) => `${n} ${word} seat${n === 1 ? '' : 's'}`;

/**
 * Refuses creating a maker or checker beyond the company's seats: 402 once the trial or plan
 * has ended, 409 when every seat of that role is taken. Called by the users service inside its
 * transaction; locks the company row so two concurrent creations cannot both take the last seat.
 * The trial length comes from the platform settings (config only supplies their default).
 */
export async function assertSeatAvailable(db: Queryable, companyId: string, role: TeamRole, config: AppConfig = loadConfig()): Promise<void> {
  await lockCompany(db, companyId);
  const subscription = await currentSubscription(db, config, companyId);
  if (subscription.status === 'expired') throw new HttpError(402, endedMessage(subscription));
  const allowed = subscription.seats[role];
  if (subscription.seatsUsed[role] < allowed) return;
  const what = subscription.status === 'trial' ? 'Your free trial includes' : 'Your plan includes';
  const next = subscription.status === 'trial' ? 'Subscribe to a plan' : 'Upgrade your plan';
  if (allowed === 0) throw new HttpError(409, `${what} no ${role} seats. ${next} to add ${role}s.`);
  throw new HttpError(409, `${what} ${plural(allowed, role)}, all in use. ${next} to add more.`);
}
