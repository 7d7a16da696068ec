// API payload types of the super-admin console (/api/super-admin/*), used by the api and mfe-superadmin.
import type { AccountStatus, Paged, PlatformUserRow } from './users';
import type { RegisterRequest } from './registration';
import type { AssessmentProgress } from './assessments';

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

export type TrialState = 'trial' | 'trial-expired' | 'subscribed' | 'subscription-expired';

/** What a company pays for (or its trial). */
export interface CompanyPlanSummary {
  state: TrialState;
  planName: string | null;
  /** End of the trial or of the paid period (ISO). */
  endsAt: string | null;
  seatsUsed: number;
  /** null = no limit known (trial without a plan). */
  seatLimit: number | null;
}

export interface CompanyRow {
  id: string;
  companyName: string;
  email: string;
  nbfcType: string | null;
  status: AccountStatus;
  createdAt: string;
  userCount: number;
  plan: CompanyPlanSummary;
}

/** GET /api/super-admin/companies?search&status&page&pageSize */
export interface CompaniesResponse extends Paged {
  success: true;
  companies: CompanyRow[];
}

/** The registration profile of a company. */
export interface CompanyProfile {
  companyName: string;
  organizationType: string;
  email: string;
  mobile: string;
  landline: string | null;
  websiteUrl: string | null;
  pan: string | null;
  cin: string | null;
  gstn: string | null;
  address: string;
  country: string;
  state: string;
  city: string;
  pincode: string;
  establishment: string[];
  nbfcType: string | null;
  currentAssetSize: number | null;
  netOwnedFund: number | null;
  regulatoryAuthorities: string[];
}

export interface CompanyPaymentRow {
  id: string;
  txnid: string;
  amount: number;
  status: string;
  planName: string | null;
  createdAt: string;
}

/** One assessment's progress for the company detail page (the assessments feature's own figures). */
export type CompanyAssessmentProgress = AssessmentProgress;

/** GET /api/super-admin/companies/{id} */
export interface CompanyDetailResponse {
  success: true;
  company: CompanyRow & { profile: CompanyProfile };
  users: PlatformUserRow[];
  documentsCount: number;
  assessments: CompanyAssessmentProgress[];
  payments: CompanyPaymentRow[];
}

/** POST /api/super-admin/companies: the registration payload, checked by the same rules; creates the company and its admin. */
export type CreateCompanyRequest = RegisterRequest;

export interface CreateCompanyResponse {
  success: true;
  companyId: string;
  adminUserId: string;
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

/** GET /api/super-admin/company-choices: every company, for filters and the Add New User form. */
export interface CompanyChoicesResponse {
  success: true;
  companies: { id: string; companyName: string }[];
}
