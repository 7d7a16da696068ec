import {
  ORGANIZATION_TYPES,
  REGULATORY_AUTHORITIES,
  emptyRegistrationForm,
  toRegisterRequest,
  formFromRegisterRequest,
  validateRegistration,
  validateRegistrationStep,
  type RegistrationForm,
} from './registration';
// A valid company's registration fields, shared with the API benchmark (scripts/bench-api.mjs).
import sampleCompany from '../../test-fixtures/company-registration.json';

const valid = (): RegistrationForm => ({
  ...emptyRegistrationForm(),
  ...sampleCompany,
  email: 'owner@acme.in',
  pan: 'ABCDE1234F',
  cin: 'L65910MH1995PLC123456',
  gstn: '27ABCDE1234F1Z5',
  your_current_asset_size: 120,
  name: 'Asha Rao Kumar',
  username: 'asha',
  password: 'Ledger-Audit-2026',
  regulatory_authority: [REGULATORY_AUTHORITIES[1]],
});

test('the lists have the specified sizes (12 organisation types, 13 authorities)', () => {
  expect(ORGANIZATION_TYPES).toHaveLength(12);
  expect(REGULATORY_AUTHORITIES.map((a) => a.value)).toEqual(['SEBI', 'RBI', 'IRDA', 'FSSAI', 'PFRDA', 'NABARD', 'TRAI', 'BIS', 'CDSCO', 'PEPC', 'IBBI', 'RNI', 'ROC']);
});

test('a complete form has no errors', () => {
  expect(validateRegistration(valid())).toEqual({});
});

test('step 1 messages', () => {
  expect(validateRegistrationStep(1, emptyRegistrationForm())).toEqual({
    company_name: 'Company name is required',
    organization_type: 'Organization type is required',
    email: 'Email is required',
    mobile: 'Mobile number is required',
  });
  const errors = validateRegistrationStep(1, { ...valid(), email: 'not-an-email', mobile: '98765', pan: 'ABC', cin: 'X1', gstn: '12' });
  expect(errors.email).toBe('Email is invalid');
  expect(errors.mobile).toBe('Mobile number must be 10 digits');
  expect(errors.pan).toMatch(/^PAN is invalid/);
  expect(errors.cin).toMatch(/^CIN is invalid/);
  expect(errors.gstn).toMatch(/^GSTN is invalid/);
  expect(validateRegistrationStep(1, { ...valid(), mobile: '98765432101' }).mobile).toBe('Mobile number must be 10 digits');
});

test('step 2 messages', () => {
  expect(validateRegistrationStep(2, emptyRegistrationForm())).toEqual({
    address: 'Address is required',
    state: 'State is required',
    city: 'City is required',
    pincode: 'Pincode is required',
  });
  expect(validateRegistrationStep(2, { ...valid(), pincode: '5600' }).pincode).toBe('Pincode must be 6 digits');
  expect(validateRegistrationStep(2, { ...valid(), nbfc_type: 'Tiny layer' }).nbfc_type).toBe('NBFC type is invalid');
});

test('step 3 messages', () => {
  expect(validateRegistrationStep(3, emptyRegistrationForm())).toEqual({
    name: 'Full name is required',
    username: 'Username is required',
    password: 'Password is required',
  });
  expect(validateRegistrationStep(3, { ...valid(), password: '12345678901' }).password).toBe('Password must be at least 12 characters');
});

test('the payload splits the full name at the first space and carries authority values', () => {
  const request = toRegisterRequest(valid());
  expect(request.firstName).toBe('Asha');
  expect(request.lastName).toBe('Rao Kumar');
  expect(request.companyData.regulatory_authority).toEqual(['RBI']);
  expect(request.companyData).not.toHaveProperty('password');
  expect(validateRegistration(formFromRegisterRequest(request))).toEqual({});
  expect(toRegisterRequest({ ...valid(), name: 'Asha' }).lastName).toBe('');
});
