import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';
import { metricsPlugin } from './metrics/routes';
import { mailRoutes } from './mail/routes';
import { authRoutes } from './auth/routes';
import { accountRoutes } from './auth/accountRoutes';
import { signInRoutes } from './auth/sign-in/signInRoutes';
import { deviceRoutes } from './auth/devices/deviceRoutes';
import { emailVerificationRoutes } from './auth/email-verification/emailVerificationRoutes';
import { userRoutes } from './users/routes';
import { taskRoutes } from './tasks/routes';
import { searchRoutes } from './search/routes';
import { auditRoutes } from './audit/routes';
import { auditSealing } from './audit/sealing';
import { assessmentRoutes } from './assessments/routes';
import { documentRoutes } from './documents/routes';
import { updateRoutes } from './updates/routes';
import { riskRoutes } from './risk/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { paymentRoutes } from './payments/routes';
import { invoiceRoutes } from './invoices/routes';
import { companyRoutes } from './companies/routes';
import { registrationRoutes } from './companies/registrationRoutes';
import { insightRoutes } from './insights/routes';
import { consoleUserRoutes } from './users/consoleRoutes';
import { consoleSettingsRoutes } from './site-settings/consoleRoutes';
import { contactRoutes } from './contact/routes';
import { siteSettingsRoutes } from './site-settings/routes';
import { companyProfileRoutes } from './company-profile/routes';
import { signOffRoutes } from './sign-off/routes';
import { exportRoutes } from './exports/routes';
import { evidenceRoutes } from './evidence/routes';
import { obligationRoutes } from './obligations/routes';
import { companyCalendar, profileCalendarChanges, refreshCalendarAfterEvents } from './obligations/calendar/service';
import { jobsPlugin } from './scheduler';
import { notificationRoutes } from './notifications/routes';
import { regulatoryChangeRoutes } from './regulatory-changes/routes';
import { mfaPolicyRoutes } from './auth/mfa/mfaPolicyRoutes';
import { invitationRoutes } from './users/invitationRoutes';
import { onboardingRoutes } from './onboarding/routes';
import { contentReleaseRoutes } from './content-releases/routes';

/**
 * Every feature's routes, by area. Each feature folder holds its routes, service
 * (rules), repository (queries, always scoped by the caller's company) and types.
 */
export const featureRoutes: FastifyPluginAsync[] = [
  // Its onResponse hook is not encapsulated: it times every route.
  metricsPlugin,
  healthRoutes,
  // First: decorates the app with sendMail for every feature after it, then the scheduler (runJobs, kickNotifications).
  mailRoutes,
  jobsPlugin,
  // Before the routes that read content: its hook brings each request to the live content releases.
  contentReleaseRoutes,
  authRoutes,
  registrationRoutes,
  signInRoutes,
  accountRoutes,
  deviceRoutes,
  emailVerificationRoutes,
  userRoutes,
  taskRoutes,
  searchRoutes,
  auditRoutes,
  assessmentRoutes,
  documentRoutes,
  updateRoutes,
  riskRoutes,
  subscriptionRoutes,
  paymentRoutes,
  invoiceRoutes,
  // The super-admin's console, by domain (each route guarded for the super-admin role).
  insightRoutes,
  companyRoutes,
  consoleUserRoutes,
  consoleSettingsRoutes,
  contactRoutes,
  siteSettingsRoutes,
  companyProfileRoutes(profileCalendarChanges, refreshCalendarAfterEvents),
  signOffRoutes,
  exportRoutes(companyCalendar),
  evidenceRoutes,
  obligationRoutes,
  notificationRoutes,
  regulatoryChangeRoutes,
  // Audit rows sealed with a key outside the database, and daily signed checkpoints mailed out (docs/decisions/0047-security-to-asvs-level-2.md).
  auditSealing,
  mfaPolicyRoutes,
  invitationRoutes,
  onboardingRoutes,
];
