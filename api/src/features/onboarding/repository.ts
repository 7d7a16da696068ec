import type { Queryable } from '../../db/database';

/** The facts the checklist is made of, in one round trip; every count scoped by the company. */
export const onboardingFacts = (db: Queryable, companyId: string, userId: string) =>
  db.one<{ email_verified: boolean; profile_saved: boolean; makers: number; checkers: number; completed_assessments: number; dismissed: boolean }>(
    `SELECT (SELECT email_verified_at IS NOT NULL FROM users WHERE id = $2 AND company_id = $1) AS email_verified,
            EXISTS (SELECT 1 FROM company_compliance_profiles WHERE company_id = $1) AS profile_saved,
            (SELECT count(*)::int FROM users WHERE company_id = $1 AND role = 'maker' AND deleted_at IS NULL) AS makers,
            (SELECT count(*)::int FROM users WHERE company_id = $1 AND role = 'checker' AND deleted_at IS NULL) AS checkers,
            (SELECT count(*)::int FROM assessments WHERE company_id = $1 AND status = 'completed') AS completed_assessments,
            EXISTS (SELECT 1 FROM onboarding_dismissals WHERE user_id = $2 AND company_id = $1) AS dismissed`,
    [companyId, userId],
  );

/** Obligation ids of the company with an owner and with a checker. */
export const ownedObligations = (db: Queryable, companyId: string) =>
  db.query<{ obligation_id: string; has_checker: boolean }>('SELECT obligation_id, checker_id IS NOT NULL AS has_checker FROM obligation_owners WHERE company_id = $1', [
    companyId,
  ]);

export async function dismissOnboarding(db: Queryable, companyId: string, userId: string): Promise<void> {
  await db.execute('INSERT INTO onboarding_dismissals (user_id, company_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, companyId]);
}
