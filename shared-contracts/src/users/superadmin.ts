// API payloads of the super-admin console's figures (/api/super-admin/overview and /analytics): one TypeBox schema
// each, the TypeScript types derived from them; used by the api (serialization) and mfe-superadmin. Company
// Management's payloads are in companies.ts, System Settings' in siteSettingsPayloads.ts.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Text } from '../common/schemaFormats';

/** One audit event, told for people. */
export const ActivityItemSchema = Type.Object({
  id: Type.String(),
  action: Type.String(),
  /** Human sentence, e.g. 'Asha Admin signed in'. */
  summary: Type.String(),
  actorName: Nullable(Type.String()),
  actorRole: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type ActivityItem = Static<typeof ActivityItemSchema>;

export const SystemHealthSchema = Type.Object({
  database: StringEnum(['up', 'down'] as const),
  databaseLatencyMs: Nullable(Type.Number()),
  uptimeSeconds: Type.Number(),
  /** Answers of this api instance in the window (rolling). */
  windowMinutes: Type.Number(),
  requests: Type.Integer(),
  serverErrors: Type.Integer(),
  /** Share of answers that were 5xx in the window, 0..100 with one decimal; null without traffic. */
  errorRatePercent: Nullable(Type.Number()),
});
export type SystemHealth = Static<typeof SystemHealthSchema>;

/** GET /api/super-admin/overview */
export const OverviewResponseSchema = Type.Object({
  success: Type.Literal(true),
  totals: Type.Object({ users: Type.Integer(), companies: Type.Integer(), tasks: Type.Integer() }),
  health: SystemHealthSchema,
  recentActivity: Type.Array(ActivityItemSchema),
});
export type OverviewResponse = Static<typeof OverviewResponseSchema>;

/** GET /api/super-admin/analytics?days=7..365 (text on the wire; the api reads the number and words the refusal). */
export const AnalyticsQuerySchema = Type.Object({ days: Type.Optional(Text(4)) }, { additionalProperties: false });
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

export const AnalyticsPointSchema = Type.Object({
  /** YYYY-MM-DD */
  date: Type.String(),
  registrations: Type.Integer(),
  activeUsers: Type.Integer(),
  tasksCompleted: Type.Integer(),
  /** Assessments (HR, RBI, MCA, self-audit) marked completed that day. */
  assessmentsCompleted: Type.Integer(),
});
export type AnalyticsPoint = Static<typeof AnalyticsPointSchema>;

/** GET /api/super-admin/analytics */
export const AnalyticsResponseSchema = Type.Object({
  success: Type.Literal(true),
  days: Type.Integer(),
  series: Type.Array(AnalyticsPointSchema),
  /** Completed assessments out of those the active companies have to do (RBI only with an NBFC type), 0..100; null without companies. */
  assessmentCompletionPercent: Nullable(Type.Number()),
});
export type AnalyticsResponse = Static<typeof AnalyticsResponseSchema>;
