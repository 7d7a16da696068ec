import type { TeamRole } from 'shared-contracts';
import type { Queryable } from '../../db/database';

/**
 * Refuses (HttpError 409/402) creating a maker or checker beyond the company's plan seats.
 * Called by the users service inside its transaction. Filled in by the plans issue.
 */
export async function assertSeatAvailable(_db: Queryable, _companyId: string, _role: TeamRole): Promise<void> {
  // No plan limits yet.
}
