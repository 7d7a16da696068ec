/**
 * Company registration: the option lists, the wizard's form state,
 * the call payload and pure validators shared by the registration wizard and the server.
 */
import { EMAIL_PATTERN, NAME_MESSAGE, isDisplayName } from '../common/formats';
// Types only: the payload schemas (TypeBox) stay out of the first visit.
import type { CompanyRegistrationData, RegisterRequest } from './companies';
import { isNbfcType } from './nbfc';
import { INDIAN_STATES } from './complianceProfile';

/** 12 organisation types; the specification's combined entries are split so there are exactly 12. */
export const ORGANIZATION_TYPES = [
  'Sole Proprietorship',
  'Co-operative Society',
  'Limited Liability Partnership (LLP)',
  'Private Limited NBFC/Others',
  'One Person Company',
  'Partnership',
  'Private Limited Debt Listed',
  'Private Limited IFSC',
  'Public Limited Listed',
  'Public Limited Non-Listed',
  'Trust',
  'Others',
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ESTABLISHMENT_TYPES = ['Corporate Office', 'Registered Office'] as const;
export type EstablishmentType = (typeof ESTABLISHMENT_TYPES)[number];

export interface RegulatoryAuthority {
  value: string;
  label: string;
}

export const REGULATORY_AUTHORITIES: readonly RegulatoryAuthority[] = [
  { value: 'SEBI', label: 'SEBI - Securities and Exchange Board of India' },
  { value: 'RBI', label: 'RBI - Reserve Bank of India' },
  { value: 'IRDA', label: 'IRDA - Insurance Regulatory and Development Authority' },
  { value: 'FSSAI', label: 'FSSAI - Food Safety and Standards Authority of India' },
  { value: 'PFRDA', label: 'PFRDA - Pension Fund Regulatory and Development Authority' },
  { value: 'NABARD', label: 'NABARD - National Bank for Agriculture and Rural Development' },
  { value: 'TRAI', label: 'TRAI - Telecom Regulatory Authority of India' },
  { value: 'BIS', label: 'BIS - Bureau of Indian Standards' },
  { value: 'CDSCO', label: 'CDSCO - Central Drugs Standard Control Organisation' },
  { value: 'PEPC', label: 'PEPC - Project Exports Promotion Council of India' },
  { value: 'IBBI', label: 'IBBI - Insolvency and Bankruptcy Board of India' },
  { value: 'RNI', label: 'RNI - Registrar of Newspapers for India' },
  { value: 'ROC', label: 'ROC - Registrar of Companies' },
];
export const REGULATORY_AUTHORITY_VALUES: readonly string[] = REGULATORY_AUTHORITIES.map((a) => a.value);

export const REGISTRATION_COUNTRY = 'India';
export const REGISTRATION_STEPS = ['Company Information', 'Address Details', 'User Account'] as const;
export type RegistrationStep = 1 | 2 | 3;

/**
 * The wizard's state, with the field names the api reads (snake_case, as specified): the company's registration
 * fields (companies.ts) plus the account's. Empty numbers are null.
 */
export type RegistrationForm = Omit<CompanyRegistrationData, 'regulatory_authority'> & {
  name: string;
  password: string;
  regulatory_authority: RegulatoryAuthority[];
};

export const emptyRegistrationForm = (): RegistrationForm => ({
  company_name: '',
  organization_type: '',
  email: '',
  mobile: '',
  landline: '',
  website_url: '',
  pan: '',
  cin: '',
  gstn: '',
  address: '',
  country: REGISTRATION_COUNTRY,
  state: '',
  city: '',
  pincode: '',
  establishment: [],
  nbfc_type: '',
  your_current_asset_size: null,
  net_owned_fund: null,
  name: '',
  username: '',
  password: '',
  regulatory_authority: [],
});

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>;

/** Official formats: PAN (ABCDE1234F), CIN (L65910MH1995PLC123456), GSTIN (27ABCDE1234F1Z5). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;
export const GSTN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;
const LANDLINE_PATTERN = /^[0-9+\-() ]{6,20}$/;
/** Registration creates the company's admin: the privileged minimum (docs/decisions/0014-sign-in-and-credentials.md; the first specification said 6). */
export const MIN_PASSWORD_LENGTH = 12;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const upper = (value: string) => value.trim().toUpperCase();

function validateCompanyStep(form: RegistrationForm, errors: RegistrationErrors) {
  if (blank(form.company_name)) errors.company_name = 'Company name is required';
  else if (!isDisplayName(form.company_name)) errors.company_name = `Company name ${NAME_MESSAGE}`;
  if (blank(form.organization_type)) errors.organization_type = 'Organization type is required';
  else if (!(ORGANIZATION_TYPES as readonly string[]).includes(form.organization_type)) errors.organization_type = 'Organization type is invalid';
  if (blank(form.email)) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = 'Email is invalid';
  if (blank(form.mobile)) errors.mobile = 'Mobile number is required';
  else if (!/^[0-9]{10}$/.test(form.mobile.trim())) errors.mobile = 'Mobile number must be 10 digits';
  if (!blank(form.landline) && !LANDLINE_PATTERN.test(form.landline.trim())) errors.landline = 'Landline number is invalid';
  if (!blank(form.website_url) && !WEBSITE_PATTERN.test(form.website_url.trim())) errors.website_url = 'Website URL is invalid';
  if (!blank(form.pan) && !PAN_PATTERN.test(upper(form.pan))) errors.pan = 'PAN is invalid (format: ABCDE1234F)';
  if (!blank(form.cin) && !CIN_PATTERN.test(upper(form.cin))) errors.cin = 'CIN is invalid (21 characters, e.g. L65910MH1995PLC123456)';
  if (!blank(form.gstn) && !GSTN_PATTERN.test(upper(form.gstn))) errors.gstn = 'GSTN is invalid (15 characters, e.g. 27ABCDE1234F1Z5)';
}

const validAmount = (value: unknown) => value === null || value === undefined || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

function validateAddressStep(form: RegistrationForm, errors: RegistrationErrors) {
  if (blank(form.address)) errors.address = 'Address is required';
  if (blank(form.state)) errors.state = 'State is required';
  else if (!(INDIAN_STATES as readonly string[]).includes(form.state.trim())) errors.state = 'Choose a state or Union territory from the list';
  if (blank(form.city)) errors.city = 'City is required';
  if (blank(form.pincode)) errors.pincode = 'Pincode is required';
  else if (!/^[0-9]{6}$/.test(form.pincode.trim())) errors.pincode = 'Pincode must be 6 digits';
  if (!Array.isArray(form.establishment) || form.establishment.some((e) => !(ESTABLISHMENT_TYPES as readonly string[]).includes(e))) {
    errors.establishment = 'Establishment type is invalid';
  }
  if (!blank(form.nbfc_type) && !isNbfcType(form.nbfc_type)) errors.nbfc_type = 'NBFC type is invalid';
  if (!validAmount(form.your_current_asset_size)) errors.your_current_asset_size = 'Current asset size must be a positive number';
  if (!validAmount(form.net_owned_fund)) errors.net_owned_fund = 'Net owned fund must be a positive number';
}

function validateAccountStep(form: RegistrationForm, errors: RegistrationErrors) {
  if (blank(form.name)) errors.name = 'Full name is required';
  else if (!isDisplayName(form.name)) errors.name = `Full name ${NAME_MESSAGE}`;
  if (blank(form.username)) errors.username = 'Username is required';
  if (typeof form.password !== 'string' || form.password === '') errors.password = 'Password is required';
  else if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  else if (form.password.length > 128) errors.password = 'Password must be at most 128 characters';
  if (!Array.isArray(form.regulatory_authority) || form.regulatory_authority.some((a) => !a || !REGULATORY_AUTHORITY_VALUES.includes(a.value))) {
    errors.regulatory_authority = 'Regulatory authority is invalid';
  }
}

/** The errors of one wizard step, keyed by field, with the exact texts the wizard shows (the specification's, letter for letter). */
export function validateRegistrationStep(step: RegistrationStep, form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (step === 1) validateCompanyStep(form, errors);
  else if (step === 2) validateAddressStep(form, errors);
  else validateAccountStep(form, errors);
  return errors;
}

/** Every step's errors at once (the server's check; the wizard's submit guard). */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  return { ...validateRegistrationStep(1, form), ...validateRegistrationStep(2, form), ...validateRegistrationStep(3, form) };
}

/** The full name is split at the first space into first and last name. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The call payload from the wizard's form. */
export function toRegisterRequest(form: RegistrationForm): RegisterRequest {
  const { name, password, regulatory_authority, ...company } = form;
  const { firstName, lastName } = splitFullName(name);
  return {
    firstName,
    lastName,
    email: form.email.trim(),
    password,
    companyData: { ...company, country: REGISTRATION_COUNTRY, regulatory_authority: regulatory_authority.map((a) => a.value) },
  };
}

/** The server's view of a payload as a form again, so one set of rules checks both sides. */
export function formFromRegisterRequest(request: RegisterRequest): RegistrationForm {
  const { companyData } = request;
  return {
    ...emptyRegistrationForm(),
    ...companyData,
    email: request.email,
    name: `${request.firstName} ${request.lastName}`.trim(),
    password: request.password,
    regulatory_authority: (companyData.regulatory_authority ?? []).map((value) => ({
      value,
      label: REGULATORY_AUTHORITIES.find((a) => a.value === value)?.label ?? value,
    })),
  };
}
