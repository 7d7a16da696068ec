import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, authModalStore, authStore } from 'shared-auth';
import { AUTH_MESSAGES, NBFC_TYPES, ORGANIZATION_TYPES, REGULATORY_AUTHORITIES, type RegisterRequest } from 'shared-contracts';
import { renderView, setSignedOut } from 'test-support';
import { AuthModals } from './AuthModals';
import { fullPageRedirect } from './navigation';

jest.mock('./navigation', () => ({ fullPageRedirect: jest.fn() }));

const register = jest.fn<Promise<string>, [RegisterRequest]>();

beforeEach(async () => {
  setSignedOut();
  authStore.setState({ register });
  register.mockReset();
  jest.mocked(fullPageRedirect).mockReset();
  authModalStore.getState().openRegister();
  renderView(<AuthModals />, { showLocation: true });
  // The modals are loaded when first opened.
  await screen.findByRole('dialog', undefined, { timeout: 5000 });
});

// Whole-field paste keeps these long flows fast on a small machine.
const field = (label: RegExp) => screen.getByLabelText(label);
async function type(label: RegExp, value: string) {
  await userEvent.click(field(label));
  await userEvent.paste(value);
}
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const errorOf = (label: RegExp) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id.split(' ')[0])?.textContent : null;
};
const currentStep = () => screen.getByText(/^Step \d of 3/).textContent;

async function fillStep1() {
  await type(/Company Name/, 'Sahyadri Finance Pvt Ltd');
  await userEvent.selectOptions(field(/Organization Type/), 'Private Limited NBFC/Others');
  await type(/^Email/, 'admin@sahyadri.in');
  await type(/Mobile Number/, '9876543210');
}
async function fillStep2() {
  await type(/^Address/, '12 MG Road');
  // State is chosen from the list of states and Union territories.
  await userEvent.selectOptions(screen.getByLabelText(/^State/), 'Karnataka');
  await type(/^City/, 'Bengaluru');
  await type(/Pincode/, '560001');
}

test('shows the three steps and the option lists of section 9', async () => {
  const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(steps).toEqual(['1Company Information', '2Address Details', '3User Account']);
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Company Information');
  const orgOptions = within(field(/Organization Type/))
    .getAllByRole('option')
    .slice(1);
  expect(orgOptions.map((o) => o.textContent)).toEqual([...ORGANIZATION_TYPES]);
  expect(orgOptions).toHaveLength(12);
  expect(field(/^Email/)).toHaveAttribute('type', 'email');
  expect(field(/Website URL/)).toHaveAttribute('type', 'url');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('step 1: every rule and message of section 5, then Next moves on', async () => {
  await next();
  expect(currentStep()).toMatch(/Step 1/);
  expect(errorOf(/Company Name/)).toBe('Company name is required');
  expect(errorOf(/Organization Type/)).toBe('Organization type is required');
  expect(errorOf(/^Email/)).toBe('Email is required');
  expect(errorOf(/Mobile Number/)).toBe('Mobile number is required');
  expect(field(/Company Name/)).toHaveAttribute('aria-invalid', 'true');

  await type(/^Email/, 'not-an-address');
  await type(/Mobile Number/, '98765');
  await next();
  expect(errorOf(/^Email/)).toBe('Email is invalid');
  expect(errorOf(/Mobile Number/)).toBe('Mobile number must be 10 digits');

  // Editing a field clears its error.
  await type(/Company Name/, 'S');
  expect(errorOf(/Company Name/)).toBeNull();

  await userEvent.clear(field(/Company Name/));
  await userEvent.clear(field(/^Email/));
  await userEvent.clear(field(/Mobile Number/));
  await fillStep1();
  await next();
  expect(currentStep()).toMatch(/Step 2 of 3: Address Details/);
});

test('step 2: required address fields, 6-digit pincode, Country fixed to India, NBFC types', async () => {
  await fillStep1();
  await next();
  expect(field(/Country/)).toHaveValue('India');
  expect(field(/Country/)).toHaveAttribute('readonly');
  expect(
    within(field(/NBFC Type/))
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent),
  ).toEqual([...NBFC_TYPES]);
  expect(screen.getByRole('checkbox', { name: 'Corporate Office' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Registered Office' })).toBeInTheDocument();
  expect(field(/Current Asset Size/)).toHaveAttribute('type', 'number');
  expect(field(/Net Owned Fund/)).toHaveAttribute('type', 'number');

  await next();
  expect(errorOf(/^Address/)).toBe('Address is required');
  expect(errorOf(/^State/)).toBe('State is required');
  expect(errorOf(/^City/)).toBe('City is required');
  expect(errorOf(/Pincode/)).toBe('Pincode is required');
  await type(/Pincode/, '5600');
  await next();
  expect(errorOf(/Pincode/)).toBe('Pincode must be 6 digits');
  await userEvent.clear(field(/Pincode/));
  await fillStep2();
  await next();
  expect(currentStep()).toMatch(/Step 3 of 3: User Account/);

  // Previous keeps what was typed.
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(field(/^City/)).toHaveValue('Bengaluru');
});

test('step 3: required fields, password length, 13 authorities, payload and redirect to /admin', async () => {
  await fillStep1();
  await next();
  await fillStep2();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Corporate Office' }));
  await userEvent.selectOptions(field(/NBFC Type/), 'Base layer');
  await type(/Current Asset Size/, '120');
  await next();

  const authorities = within(screen.getByRole('group', { name: 'Regulatory Authorities' })).getAllByRole('checkbox');
  expect(authorities).toHaveLength(13);
  expect(authorities.map((a) => (a as HTMLInputElement).value)).toEqual(REGULATORY_AUTHORITIES.map((a) => a.value));

  await userEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
  expect(errorOf(/Full Name/)).toBe('Full name is required');
  expect(errorOf(/Username/)).toBe('Username is required');
  expect(errorOf(/^Password/)).toBe('Password is required');
  await type(/^Password/, '12345678901');
  await userEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
  // Registration creates the admin: 12 characters (docs/decisions/0014-sign-in-and-credentials.md; the specification said 6, docs/specifications.md A §9).
  expect(errorOf(/^Password/)).toBe('Password must be at least 12 characters');
  expect(register).not.toHaveBeenCalled();

  await type(/Full Name/, 'Asha Rani Rao');
  await type(/Username/, 'asha');
  await type(/^Password/, '2');
  await userEvent.click(screen.getByRole('checkbox', { name: /^RBI/ }));

  let finish: (path: string) => void = () => undefined;
  register.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  await userEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
  expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  const payload = register.mock.calls[0][0];
  expect(payload).toMatchObject({ firstName: 'Asha', lastName: 'Rani Rao', email: 'admin@sahyadri.in', password: '123456789012' });
  expect(payload.companyData).toMatchObject({
    company_name: 'Sahyadri Finance Pvt Ltd',
    country: 'India',
    pincode: '560001',
    establishment: ['Corporate Office'],
    nbfc_type: 'Base layer',
    your_current_asset_size: 120,
    net_owned_fund: null,
    username: 'asha',
    regulatory_authority: ['RBI'],
  });
  finish('/admin');
  await waitFor(() => expect(fullPageRedirect).toHaveBeenCalledWith('/admin'));
  expect(authModalStore.getState().open).toBeNull();
});

test.each([
  ['the server message', new ApiRequestError(AUTH_MESSAGES.registrationRefused, 400, null), AUTH_MESSAGES.registrationRefused],
  ['"Registration failed" without one', new Error(''), 'Registration failed'],
  ['"Registration failed" for a network failure', new TypeError('Failed to fetch'), 'Registration failed'],
])('a failed registration shows %s under the password field', async (_label, failure, text) => {
  register.mockRejectedValue(failure);
  await fillStep1();
  await next();
  await fillStep2();
  await next();
  await type(/Full Name/, 'Asha');
  await type(/Username/, 'asha');
  await type(/^Password/, 'Ledger-Audit-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
  await waitFor(() => expect(errorOf(/^Password/)).toBe(text));
  expect(fullPageRedirect).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
});

test("each step shows the spec's fields in order, the required ones marked with an asterisk", async () => {
  // Labels tied to one input or select (checkbox labels wrap their box and are checked above).
  const labels = () => Array.from(document.querySelectorAll('form label[for]')).map((l) => l.textContent?.trim());
  expect(labels()).toEqual(['Company Name *', 'Organization Type *', 'Email *', 'Mobile Number *', 'Landline', 'Website URL', 'PAN', 'CIN', 'GSTN']);
  await fillStep1();
  await next();
  expect(labels()).toEqual(['Address *', 'Country', 'State *', 'City *', 'Pincode *', 'NBFC Type', 'Current Asset Size (₹ crore)', 'Net Owned Fund (₹ crore)']);
  expect(screen.getByRole('group', { name: 'Establishment Type' })).toBeInTheDocument();
  await fillStep2();
  await next();
  expect(labels()).toEqual(['Full Name *', 'Username *', 'Password *']);
  expect(screen.getByRole('group', { name: 'Regulatory Authorities' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Already have an account? Login' })).toBeInTheDocument();
});

test('the Next click of step 2 does not submit step 3: it arrives without an error', async () => {
  await fillStep1();
  await next();
  await fillStep2();
  const nextButton = screen.getByRole('button', { name: 'Next' });
  await next();
  expect(currentStep()).toMatch(/Step 3/);
  // In a browser the click's default action runs after React re-rendered: had the Next button become
  // the submit button (same element, type changed), that one click would also submit step 3.
  expect(nextButton).not.toHaveAttribute('type', 'submit');
  expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  expect(field(/Full Name/)).not.toHaveAttribute('aria-invalid', 'true');
  expect(register).not.toHaveBeenCalled();
});

test("the GSTN's state code fills the State; the password rule and two-step verification are said before they matter", async () => {
  await fillStep1();
  await type(/^GSTN/, '27AAPFU0939F1ZV');
  await next();
  expect(currentStep()).toMatch(/Step 2 of 3/);
  expect(field(/^State/)).toHaveValue('Maharashtra');
  expect(within(field(/^State/)).getAllByRole('option')).toHaveLength(37);
  await type(/^Address/, '12 Nariman Point');
  await type(/^City/, 'Mumbai');
  await type(/Pincode/, '400021');
  await next();
  expect(screen.getByText(/^At least 12 characters\./)).toBeInTheDocument();
  expect(screen.getByText(/two-step verification: right after registering you will set up/)).toBeInTheDocument();
});
