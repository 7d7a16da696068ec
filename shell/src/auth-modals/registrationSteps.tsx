import type { ChangeEvent } from 'react';
import {
  ESTABLISHMENT_TYPES,
  GSTN_PATTERN,
  gstinState,
  INDIAN_STATES,
  MIN_PASSWORD_LENGTH,
  NBFC_TYPES,
  ORGANIZATION_TYPES,
  REGULATORY_AUTHORITIES,
  type RegistrationErrors,
  type RegistrationForm,
} from 'shared-contracts';
import { CheckboxGroup, theme } from 'shared-ui';
import { Grid, SelectField, TextField } from './FormControls';

export interface StepProps {
  form: RegistrationForm;
  errors: RegistrationErrors;
  /** Sets one field and clears its error. */
  update: <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => void;
}

const id = (field: keyof RegistrationForm) => `reg-${field}`;

function text(props: StepProps, field: keyof RegistrationForm & string) {
  return {
    id: id(field),
    value: String(props.form[field] ?? ''),
    error: props.errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => props.update(field, e.target.value as never),
  };
}

/** Number inputs hold null when empty. */
function amount(props: StepProps, field: 'your_current_asset_size' | 'net_owned_fund') {
  const value = props.form[field];
  return {
    id: id(field),
    type: 'number',
    inputMode: 'decimal' as const,
    min: 0,
    step: 'any',
    value: value === null ? '' : String(value),
    error: props.errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => props.update(field, e.target.value === '' ? null : Number(e.target.value)),
  };
}

export function CompanyStep(props: StepProps) {
  return (
    <>
      <TextField label="Company Name" required autoComplete="organization" {...text(props, 'company_name')} />
      <SelectField
        label="Organization Type"
        required
        placeholder="Select organization type"
        options={ORGANIZATION_TYPES}
        id={id('organization_type')}
        value={props.form.organization_type}
        error={props.errors.organization_type}
        onChange={(e) => props.update('organization_type', e.target.value)}
      />
      <Grid>
        <TextField label="Email" required type="email" autoComplete="email" {...text(props, 'email')} />
        <TextField label="Mobile Number" required type="tel" inputMode="numeric" maxLength={10} autoComplete="tel-national" {...text(props, 'mobile')} />
        <TextField label="Landline" type="tel" {...text(props, 'landline')} />
        <TextField label="Website URL" type="url" placeholder="https://" {...text(props, 'website_url')} />
        <TextField label="PAN" autoCapitalize="characters" maxLength={10} {...text(props, 'pan')} />
        <TextField label="CIN" autoCapitalize="characters" maxLength={21} {...text(props, 'cin')} />
      </Grid>
      <TextField
        label="GSTN"
        autoCapitalize="characters"
        maxLength={15}
        hint="Its first two digits are your state's GST code: the State on the next step is filled in from it."
        {...text(props, 'gstn')}
        onChange={(e) => {
          props.update('gstn', e.target.value);
          // The GSTN's state code names the state of registration: fill the State while it is still empty.
          const gstn = e.target.value.trim().toUpperCase();
          const state = GSTN_PATTERN.test(gstn) ? gstinState(gstn) : null;
          if (state && !props.form.state) props.update('state', state);
        }}
      />
    </>
  );
}

export function AddressStep(props: StepProps) {
  const { form, errors, update } = props;
  return (
    <>
      <TextField label="Address" required autoComplete="street-address" {...text(props, 'address')} />
      <Grid>
        <TextField label="Country" id={id('country')} value={form.country} readOnly />
        {/* One list of states and Union territories: the state decides professional tax and labour welfare fund. */}
        <SelectField
          label="State"
          required
          placeholder="Select state"
          options={INDIAN_STATES}
          id={id('state')}
          value={form.state}
          error={errors.state}
          autoComplete="address-level1"
          onChange={(e) => update('state', e.target.value)}
        />
        <TextField label="City" required autoComplete="address-level2" {...text(props, 'city')} />
        <TextField label="Pincode" required inputMode="numeric" maxLength={6} autoComplete="postal-code" {...text(props, 'pincode')} />
      </Grid>
      <CheckboxGroup
        id={id('establishment')}
        legend="Establishment Type"
        items={ESTABLISHMENT_TYPES}
        selected={form.establishment}
        error={errors.establishment}
        onChange={(next) => update('establishment', next)}
      />
      <SelectField
        label="NBFC Type"
        placeholder="Select NBFC type"
        options={NBFC_TYPES}
        id={id('nbfc_type')}
        value={form.nbfc_type}
        error={errors.nbfc_type}
        onChange={(e) => update('nbfc_type', e.target.value)}
      />
      <Grid>
        <TextField label="Current Asset Size (₹ crore)" {...amount(props, 'your_current_asset_size')} />
        <TextField label="Net Owned Fund (₹ crore)" {...amount(props, 'net_owned_fund')} />
      </Grid>
    </>
  );
}

export function AccountStep(props: StepProps & { serverError: string }) {
  const { form, errors, update, serverError } = props;
  return (
    <>
      <TextField label="Full Name" required autoComplete="name" {...text(props, 'name')} />
      <TextField label="Username" required autoComplete="username" {...text(props, 'username')} />
      <TextField
        label="Password"
        required
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. A passphrase of a few words is easiest to remember.`}
        {...text(props, 'password')}
        // The server's refusal is shown under the password field.
        error={errors.password || serverError || undefined}
      />
      <CheckboxGroup
        id={id('regulatory_authority')}
        legend="Regulatory Authorities"
        items={REGULATORY_AUTHORITIES}
        selected={form.regulatory_authority}
        keyOf={(authority) => authority.value}
        labelOf={(authority) => authority.label}
        error={errors.regulatory_authority}
        onChange={(next) => update('regulatory_authority', next)}
        scroll
      />
      <p style={{ color: theme.colors.muted, fontSize: '0.9rem' }}>
        You will be your company&apos;s administrator. Every account is protected with two-step verification: right after registering you will set up an authenticator app
        on your phone, before you can use the admin area.
      </p>
    </>
  );
}
