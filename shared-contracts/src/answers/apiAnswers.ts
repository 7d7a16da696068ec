// Which schema answers which route: the one table the API's route declarations are checked against
// (api/test/app/apiAnswers.test.ts) and the test fakes are typed and checked by (test-support mockApi), so a fake
// answer the API could not give fails (docs/decisions/0340-fakes-typed-by-the-api-answers.md).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { AuditChainVerification, AuditFilterOptions, AuditListResponse, TaskSummaryResponse } from '../tasks/dashboard';
import type { ComplianceProfileResponse, ComplianceProfileUpdateResponse } from '../companies/complianceProfile';
import type { OperatorActionResponse, SignInChallengeResponse, SignInCompleteResponse } from '../auth/authPayloads';
import type { MessageResponse } from '../common/commonPayloads';
import type { OutboxListResponse } from '../notifications/mail';
import * as assessments from '../assessments/schemas';
import * as auth from '../auth/schemas';
import * as billing from '../billing/schemas';
import * as calendar from '../calendar/schemas';
import * as common from '../common/schemas';
import * as companies from '../companies/schemas';
import * as documents from '../documents/schemas';
import * as notifications from '../notifications/schemas';
import * as risk from '../risk/schemas';
import * as signOff from '../sign-off/schemas';
import * as site from '../site/schemas';
import * as tasks from '../tasks/schemas';
import * as updates from '../updates/schemas';
import * as users from '../users/schemas';

const TYPED_ONLY = 'x-typed-only';

/**
 * A route whose handler is typed by a shared-contracts type but declares no response schema: its fakes are checked by
 * the compiler only (the table names it so the API's test can say when it gains a schema).
 */
function typedOnly<T>() {
  return Type.Unsafe<T>({ [TYPED_ONLY]: true });
}

/** True for a typedOnly entry: there is no schema to check a body against at run time. */
export function isTypedOnly(schema: TSchema): boolean {
  return (schema as Record<string, unknown>)[TYPED_ONLY] === true;
}

/** 'METHOD /path/:param' -> the schema of the route's success answer (200 or 201), as the API declares it. */
export const API_ANSWERS = {
  'GET /api/super-admin/content-releases': updates.ContentReleasesResponseSchema,
  'GET /api/super-admin/content-releases/:id': updates.ContentReleaseResponseSchema,
  'POST /api/super-admin/content-releases': updates.ContentReleaseResponseSchema,
  'POST /api/super-admin/content-releases/:id/approve': updates.ContentReleaseResponseSchema,
  'POST /api/super-admin/content-releases/:id/publish': updates.ContentReleaseResponseSchema,
  'POST /api/super-admin/content-releases/:id/rollback': updates.ContentReleaseResponseSchema,
  'POST /api/auth/login': auth.SignInAnswerSchema,
  'GET /api/auth/me': auth.MeResponseSchema,
  'GET /api/auth/session': auth.SessionResponseSchema,
  'POST /api/auth/logout': common.MessageResponseSchema,
  'POST /api/auth/login/password-change': auth.SignInAnswerSchema,
  'POST /api/auth/login/mfa': auth.SignInAnswerSchema,
  'POST /api/auth/login/mfa-enrol/start': auth.MfaSetupResponseSchema,
  'POST /api/auth/login/mfa-enrol/confirm': auth.SignInAnswerSchema,
  'POST /api/auth/password-reset/request': common.MessageResponseSchema,
  'POST /api/auth/password-reset/confirm': common.MessageResponseSchema,
  'GET /api/auth/security': auth.AccountSecurityResponseSchema,
  'POST /api/auth/password': common.MessageResponseSchema,
  'POST /api/auth/mfa/setup': auth.MfaSetupResponseSchema,
  'POST /api/auth/mfa/confirm': auth.RecoveryCodesResponseSchema,
  'POST /api/auth/mfa/recovery-codes': auth.RecoveryCodesResponseSchema,
  'POST /api/auth/mfa/disable': common.MessageResponseSchema,
  'GET /api/auth/sessions': auth.DeviceSessionsResponseSchema,
  'POST /api/auth/sessions/:id/end': auth.EndSessionsResponseSchema,
  'POST /api/auth/sessions/end-others': auth.EndSessionsResponseSchema,
  'GET /api/auth/email-verification': auth.EmailVerificationStatusResponseSchema,
  'POST /api/auth/email-verification/confirm': common.MessageResponseSchema,
  'GET /api/admin/users': users.UserListResponseSchema,
  'POST /api/admin/users': users.CreateUserResponseSchema,
  'DELETE /api/admin/users/:id': users.DeleteUserResponseSchema,
  'POST /api/tasks/assign': tasks.AssignTaskResponseSchema,
  'GET /api/tasks/my-tasks': tasks.MyTasksResponseSchema,
  'PATCH /api/tasks/update-status/:id': tasks.AssignTaskResponseSchema,
  'GET /api/tasks': tasks.TaskListResponseSchema,
  'GET /api/admin/search': users.AdminSearchResponseSchema,
  'GET /api/assessments/content/hr': assessments.HrContentResponseSchema,
  'GET /api/assessments/content/rbi': assessments.RbiContentResponseSchema,
  'GET /api/assessments/content/mca': assessments.McaContentResponseSchema,
  'GET /api/assessments/content/self-audit': assessments.SelfAuditContentResponseSchema,
  'GET /api/assessments/progress': assessments.AssessmentProgressResponseSchema,
  'GET /api/assessments/:kind/periods': assessments.AssessmentPeriodsResponseSchema,
  'POST /api/assessments/:kind/periods': assessments.StartPeriodResponseSchema,
  'GET /api/hr-compliance': assessments.HrAssessmentResponseSchema,
  'POST /api/hr-compliance/save': assessments.HrSaveResponseSchema,
  'POST /api/hr-compliance/save-bulk': common.MessageResponseSchema,
  'PUT /api/hr-compliance/status': assessments.HrStatusResponseSchema,
  'GET /api/rbi-compliance': assessments.RbiAssessmentResponseSchema,
  'POST /api/rbi-compliance/save': common.MessageResponseSchema,
  'POST /api/rbi-compliance/submit': common.MessageResponseSchema,
  'GET /api/mca-compliance': assessments.McaAssessmentResponseSchema,
  'POST /api/mca-compliance/submit': common.MessageResponseSchema,
  'POST /api/mca-compliance/complete': common.MessageResponseSchema,
  'GET /api/self-audit/get': assessments.SelfAuditGetResponseSchema,
  'POST /api/self-audit/save': common.MessageResponseSchema,
  'POST /api/self-audit/submit': common.MessageResponseSchema,
  'GET /api/documents/get': documents.DocumentListResponseSchema,
  'GET /api/documents/storage': documents.DocumentStorageResponseSchema,
  'GET /api/documents/checklist': documents.DocumentChecklistResponseSchema,
  'POST /api/documents/upload': documents.DocumentUploadResponseSchema,
  'PATCH /api/documents/:id/review': documents.DocumentUploadResponseSchema,
  'GET /api/updates': updates.UpdatesListResponseSchema,
  'GET /api/updates/:id': updates.UpdateDetailResponseSchema,
  'POST /api/updates/:id/archive': common.MessageResponseSchema,
  'DELETE /api/updates/:id/archive': common.MessageResponseSchema,
  'GET /api/library-items/:itemId/updates': updates.ItemUpdatesResponseSchema,
  'POST /api/updates': updates.PublishUpdateResponseSchema,
  'GET /api/risks': risk.RiskListResponseSchema,
  'POST /api/risks': risk.RiskResponseSchema,
  'PUT /api/risks/:id': risk.RiskResponseSchema,
  'DELETE /api/risks/:id': common.MessageResponseSchema,
  'GET /api/subscriptions/packages': billing.PackagesResponseSchema,
  'GET /api/subscriptions/current': billing.CurrentSubscriptionResponseSchema,
  'POST /api/payments/initiate': billing.PaymentInitiateResultSchema,
  'GET /api/payments': billing.PaymentListResponseSchema,
  'GET /api/payments/:txnid': billing.PaymentResponseSchema,
  'GET /api/super-admin/billing-profile': billing.BillingProfileResponseSchema,
  'PUT /api/super-admin/billing-profile': billing.BillingProfileResponseSchema,
  'GET /api/super-admin/overview': users.OverviewResponseSchema,
  'GET /api/super-admin/analytics': users.AnalyticsResponseSchema,
  'GET /api/super-admin/companies': companies.CompaniesResponseSchema,
  'GET /api/super-admin/company-choices': companies.CompanyChoicesResponseSchema,
  'GET /api/super-admin/companies/:id': companies.CompanyDetailResponseSchema,
  'POST /api/super-admin/companies': companies.CreateCompanyResponseSchema,
  'POST /api/super-admin/companies/:id/contract-period': companies.CompanyDetailResponseSchema,
  'POST /api/super-admin/companies/:id/suspend': companies.CompanyDetailResponseSchema,
  'POST /api/super-admin/companies/:id/reactivate': companies.CompanyDetailResponseSchema,
  'GET /api/super-admin/users': users.PlatformUsersResponseSchema,
  'POST /api/super-admin/users': users.PlatformUserResponseSchema,
  'PATCH /api/super-admin/users/:id': users.PlatformUserResponseSchema,
  'POST /api/super-admin/users/:id/suspend': users.PlatformUserResponseSchema,
  'POST /api/super-admin/users/:id/reactivate': users.PlatformUserResponseSchema,
  'POST /api/super-admin/users/:id/mfa-reset': auth.OperatorActionResponseSchema,
  'POST /api/super-admin/users/:id/end-sessions': auth.OperatorActionResponseSchema,
  'GET /api/super-admin/settings': site.PlatformSettingsResponseSchema,
  'PUT /api/super-admin/settings': site.PlatformSettingsResponseSchema,
  'POST /api/contact': site.ContactResponseSchema,
  'GET /api/contact-messages': site.ContactMessageListResponseSchema,
  'PATCH /api/contact-messages/:id': site.ContactMessageUpdateResponseSchema,
  'GET /api/public/site-settings': site.PublicSiteSettingsResponseSchema,
  'GET /api/company/events': companies.CompanyEventListResponseSchema,
  'POST /api/company/events': companies.CompanyEventResponseSchema,
  'DELETE /api/company/events/:id': common.MessageResponseSchema,
  'GET /api/sign-off/assessments/:kind': signOff.AssessmentSignOffResponseSchema,
  'POST /api/sign-off/assessments/:kind/submit': signOff.SignOffActionResponseSchema,
  'POST /api/sign-off/assessments/:kind/approve': signOff.SignOffActionResponseSchema,
  'POST /api/sign-off/assessments/:kind/return': signOff.SignOffActionResponseSchema,
  'GET /api/sign-off/queue': signOff.ReviewQueueResponseSchema,
  'GET /api/sign-off/reviewed': signOff.ReviewedResponseSchema,
  'PUT /api/sign-off/tasks/:id/checker': signOff.TaskCheckerResponseSchema,
  'POST /api/sign-off/tasks/:id/review': signOff.TaskReviewResponseSchema,
  'GET /api/evidence': signOff.EvidenceListResponseSchema,
  'POST /api/evidence': signOff.EvidenceResponseSchema,
  'PATCH /api/evidence/:id': signOff.EvidenceResponseSchema,
  'DELETE /api/evidence/:id': common.MessageResponseSchema,
  'GET /api/evidence/expiring': signOff.ExpiringEvidenceResponseSchema,
  'GET /api/obligations/calendar': calendar.CalendarResponseSchema,
  'GET /api/obligations/library': calendar.CalendarLibraryResponseSchema,
  'POST /api/obligations/tasks': calendar.CalendarTaskResponseSchema,
  'PUT /api/obligations/:id/owner': calendar.ObligationOwnerResponseSchema,
  'GET /api/obligations/occurrences/:id': tasks.OccurrenceDetailResponseSchema,
  'POST /api/obligations/occurrences/:id/start': tasks.OccurrenceActionResponseSchema,
  'POST /api/obligations/occurrences/:id/filing': tasks.OccurrenceActionResponseSchema,
  'POST /api/obligations/occurrences/:id/approve': tasks.OccurrenceActionResponseSchema,
  'POST /api/obligations/occurrences/:id/return': tasks.OccurrenceActionResponseSchema,
  'POST /api/obligations/occurrences/:id/not-applicable': tasks.OccurrenceActionResponseSchema,
  'POST /api/obligations/occurrences/:id/reinstate': tasks.OccurrenceActionResponseSchema,
  'POST /api/obligations/:id/not-applicable': tasks.ObligationNotApplicableResponseSchema,
  'POST /api/obligations/:id/reinstate': tasks.ObligationNotApplicableResponseSchema,
  'GET /api/obligations/tracking': calendar.TrackingResponseSchema,
  'PUT /api/obligations/tracking': calendar.TrackingResponseSchema,
  'POST /api/obligations/occurrences/filed-before-joining': calendar.FiledBeforeJoiningResponseSchema,
  'PUT /api/obligations/owners': tasks.BulkOwnersResponseSchema,
  'POST /api/obligations/occurrences/:id/receipt': documents.DocumentUploadResponseSchema,
  'DELETE /api/obligations/:id/owner': common.MessageResponseSchema,
  'GET /api/obligations/work-items': tasks.WorkItemsResponseSchema,
  'GET /api/obligations/summary': tasks.ObligationSummaryResponseSchema,
  'GET /api/obligations/score': tasks.ComplianceScoreResponseSchema,
  'GET /api/notifications': notifications.NotificationListResponseSchema,
  'GET /api/notifications/unread-count': notifications.UnreadCountResponseSchema,
  'POST /api/notifications/:id/read': notifications.UnreadCountResponseSchema,
  'POST /api/notifications/read-all': notifications.UnreadCountResponseSchema,
  'GET /api/notifications/preferences': notifications.NotificationPreferencesResponseSchema,
  'PUT /api/notifications/preferences': notifications.NotificationPreferencesResponseSchema,
  'GET /api/regulatory-changes': updates.RegulatoryChangesResponseSchema,
  'POST /api/regulatory-changes/acknowledge': updates.AcknowledgeChangesResponseSchema,
  'POST /api/regulatory-changes/tasks': updates.ChangeTasksResponseSchema,
  'GET /api/admin/security-policy': auth.MfaPolicyResponseSchema,
  'PATCH /api/admin/security-policy': auth.MfaPolicyResponseSchema,
  'POST /api/admin/users/invitations': users.InviteUserResponseSchema,
  'POST /api/admin/users/invitations/preview': users.InvitationPreviewResponseSchema,
  'POST /api/admin/users/invitations/import': users.InvitationImportResponseSchema,
  'POST /api/admin/users/:id/invitation': common.MessageResponseSchema,
  'POST /api/auth/invitation/lookup': users.InvitationLookupResponseSchema,
  'POST /api/auth/invitation/accept': auth.SignInAnswerSchema,
  'GET /api/admin/onboarding': companies.OnboardingResponseSchema,
  'POST /api/admin/onboarding/dismiss': common.MessageResponseSchema,
  'GET /api/tasks/summary': typedOnly<TaskSummaryResponse>(),
  'GET /api/audit': typedOnly<AuditListResponse>(),
  'GET /api/audit/filters': typedOnly<AuditFilterOptions>(),
  'GET /api/audit/verify': typedOnly<{ success: true } & AuditChainVerification>(),
  'GET /api/company/compliance-profile': typedOnly<ComplianceProfileResponse>(),
  'PUT /api/company/compliance-profile': typedOnly<ComplianceProfileUpdateResponse>(),
  'POST /api/admin/users/:id/mfa-reset': typedOnly<OperatorActionResponse>(),
  'POST /api/admin/users/:id/end-sessions': typedOnly<OperatorActionResponse>(),
  'POST /api/auth/register': typedOnly<SignInChallengeResponse | SignInCompleteResponse>(),
  'POST /api/auth/email-verification/resend': typedOnly<MessageResponse>(),
  'GET /api/super-admin/outbox': typedOnly<OutboxListResponse>(),
} satisfies Record<string, TSchema>;

/** A route of the table, e.g. 'GET /api/obligations/occurrences/:id'. */
export type ApiRoute = keyof typeof API_ANSWERS;
/** The success answer of a route of the table. */
export type ApiAnswer<R extends ApiRoute> = Static<(typeof API_ANSWERS)[R]>;
