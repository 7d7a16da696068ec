// API payload types of the super-admin console (/api/super-admin/*), used by the api and mfe-superadmin.
// Company Management's payloads are in companies.ts.

/** One audit event, told for people. */
export interface ActivityItem {
  id: string;
  action: string;
  /** Human sentence, e.g. 'Asha Admin signed in'. */
  summary: string;
  actorName: string | null;
  actorRole: string | null;
  companyName: string | null;
  createdAt: string;
}

export interface SystemHealth {
  database: 'up' | 'down';
  databaseLatencyMs: number | null;
  uptimeSeconds: number;
  /** Answers of this api instance in the window (rolling). */
  windowMinutes: number;
  requests: number;
  serverErrors: number;
  /** Share of answers that were 5xx in the window, 0..100 with one decimal; null without traffic. */
  errorRatePercent: number | null;
}

/** GET /api/super-admin/overview */
export interface OverviewResponse {
  success: true;
  totals: { users: number; companies: number; tasks: number };
  health: SystemHealth;
  recentActivity: ActivityItem[];
}

/** GET/PUT /api/super-admin/settings */
export interface PlatformSettingsPayload {
  trialDays: number;
  /** International format without '+', 10 to 15 digits. */
  whatsappNumber: string;
  contactInboxEmail: string;
}

export interface PlatformSettingsResponse {
  success: true;
  settings: PlatformSettingsPayload;
}

export interface AnalyticsPoint {
  /** YYYY-MM-DD */
  date: string;
  registrations: number;
  activeUsers: number;
  tasksCompleted: number;
  /** Assessments (HR, RBI, MCA, self-audit) marked completed that day. */
  assessmentsCompleted: number;
}

/** GET /api/super-admin/analytics?days=7..365 */
export interface AnalyticsResponse {
  success: true;
  days: number;
  series: AnalyticsPoint[];
  /** Completed assessments out of those the active companies have to do (RBI only with an NBFC type), 0..100; null without companies. */
  assessmentCompletionPercent: number | null;
}
