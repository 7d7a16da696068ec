// API payloads of the companies domain (registration, the super-admin's Company Management): one TypeBox schema each,
// the TypeScript types derived from them. The registration wizard's pure rules and option lists stay in
// registration.ts (the first visit loads them without TypeBox).
import { Type, type Static } from '@sinclair/typebox';
import { DisplayName, Nullable, StringEnum, Text } from '../common/schemaFormats';
import { AssessmentProgressSchema } from '../assessments/assessmentPayloads';
import { PagedSchema, PlatformUserRowSchema, ACCOUNT_STATUSES } from '../users/users';
import { REGISTRATION_COUNTRY } from './registration';

const Amount = () => Nullable(Type.Number({ minimum: 0, maximum: 1e12 }));

/**
 * The company's fields as registration sends them (snake_case, as specified). Typed and bounded here; emptiness and
 * formats are checked by the registration rules (validateRegistration), which give the wizard's messages field by field.
 */
export const CompanyRegistrationDataSchema = Type.Object(
  {
    company_name: DisplayName(200),
    organization_type: Text(100),
    email: Text(254),
    mobile: Text(20),
    landline: Text(20),
    website_url: Text(300),
    pan: Text(20),
    cin: Text(30),
    gstn: Text(30),
    address: Text(500),
    country: StringEnum([REGISTRATION_COUNTRY] as const),
    state: Text(100),
    city: Text(100),
    pincode: Text(10),
    establishment: Type.Array(Text(50), { maxItems: 5 }),
    nbfc_type: Text(100),
    your_current_asset_size: Amount(),
    net_owned_fund: Amount(),
    username: Text(100),
    regulatory_authority: Type.Array(Text(20), { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type CompanyRegistrationData = Static<typeof CompanyRegistrationDataSchema>;

/**
 * POST /api/auth/register (self-registration; the answer is a LoginResponse, the session in its cookie) and
 * POST /api/super-admin/companies (Add New Company): the same body.
 */
export const RegisterRequestSchema = Type.Object(
  {
    firstName: DisplayName(100),
    lastName: Type.Optional(DisplayName(100)),
    email: Text(254),
    password: Text(1000),
    /** Each field may be missing on the wire: the registration rules name what is required. */
    companyData: Type.Partial(CompanyRegistrationDataSchema),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequestSchema>;
export type CreateCompanyRequest = RegisterRequest;

export const TRIAL_STATES = ['trial', 'trial-expired', 'subscribed', 'subscription-expired'] as const;
export type TrialState = (typeof TRIAL_STATES)[number];

/** What a company pays for (or its trial). */
export const CompanyPlanSummarySchema = Type.Object({
  state: StringEnum(TRIAL_STATES),
  planName: Nullable(Type.String()),
  /** End of the trial or of the paid period (ISO). */
  endsAt: Nullable(Type.String()),
  seatsUsed: Type.Integer(),
  /** null = no limit known (trial without a plan). */
  seatLimit: Nullable(Type.Integer()),
  /** The contract's reference when the latest period was granted by contract, not paid online. */
  contractReference: Nullable(Type.String()),
});
export type CompanyPlanSummary = Static<typeof CompanyPlanSummarySchema>;

export const CompanyRowSchema = Type.Object({
  id: Type.String(),
  companyName: Type.String(),
  email: Type.String(),
  nbfcType: Nullable(Type.String()),
  status: StringEnum(ACCOUNT_STATUSES),
  createdAt: Type.String(),
  userCount: Type.Integer(),
  plan: CompanyPlanSummarySchema,
});
export type CompanyRow = Static<typeof CompanyRowSchema>;

/** GET /api/super-admin/companies?search&status&page&pageSize */
export const CompaniesResponseSchema = Type.Composite([PagedSchema, Type.Object({ success: Type.Literal(true), companies: Type.Array(CompanyRowSchema) })]);
export type CompaniesResponse = Static<typeof CompaniesResponseSchema>;

/** The registration profile of a company as the console shows it. */
export const CompanyProfileSchema = Type.Object({
  companyName: Type.String(),
  organizationType: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  landline: Nullable(Type.String()),
  websiteUrl: Nullable(Type.String()),
  pan: Nullable(Type.String()),
  cin: Nullable(Type.String()),
  gstn: Nullable(Type.String()),
  address: Type.String(),
  country: Type.String(),
  state: Type.String(),
  city: Type.String(),
  pincode: Type.String(),
  establishment: Type.Array(Type.String()),
  nbfcType: Nullable(Type.String()),
  currentAssetSize: Nullable(Type.Number()),
  netOwnedFund: Nullable(Type.Number()),
  regulatoryAuthorities: Type.Array(Type.String()),
});
export type CompanyProfile = Static<typeof CompanyProfileSchema>;

export const CompanyPaymentRowSchema = Type.Object({
  id: Type.String(),
  txnid: Type.String(),
  amount: Type.Number(),
  status: Type.String(),
  planName: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type CompanyPaymentRow = Static<typeof CompanyPaymentRowSchema>;

/** One assessment's progress for the company detail page (the assessments feature's own figures). */
export type CompanyAssessmentProgress = Static<typeof AssessmentProgressSchema>;

/** GET /api/super-admin/companies/{id}, and the answer of suspend and reactivate. */
export const CompanyDetailResponseSchema = Type.Object({
  success: Type.Literal(true),
  company: Type.Composite([CompanyRowSchema, Type.Object({ profile: CompanyProfileSchema })]),
  users: Type.Array(PlatformUserRowSchema),
  documentsCount: Type.Integer(),
  assessments: Type.Array(AssessmentProgressSchema),
  payments: Type.Array(CompanyPaymentRowSchema),
});
export type CompanyDetailResponse = Static<typeof CompanyDetailResponseSchema>;

export const CreateCompanyResponseSchema = Type.Object({ success: Type.Literal(true), companyId: Type.String(), adminUserId: Type.String() });
export type CreateCompanyResponse = Static<typeof CreateCompanyResponseSchema>;

/** GET /api/super-admin/company-choices: every company, for filters and the Add New User form. */
export const CompanyChoicesResponseSchema = Type.Object({
  success: Type.Literal(true),
  companies: Type.Array(Type.Object({ id: Type.String(), companyName: Type.String() })),
});
export type CompanyChoicesResponse = Static<typeof CompanyChoicesResponseSchema>;

/** The query of the console's paged lists (companies, users, activity): every value text on the wire, parsed and bounded by the api. */
export const ConsoleListQuerySchema = Type.Object(
  {
    search: Type.Optional(Text(200)),
    role: Type.Optional(Text(20)),
    companyId: Type.Optional(Text(40)),
    status: Type.Optional(Text(20)),
    page: Type.Optional(Text(6)),
    pageSize: Type.Optional(Text(4)),
    days: Type.Optional(Text(4)),
  },
  { additionalProperties: false },
);
export type ConsoleListQuery = Static<typeof ConsoleListQuerySchema>;
