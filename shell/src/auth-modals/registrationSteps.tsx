import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { ESTABLISHMENT_TYPES, NBFC_TYPES, ORGANIZATION_TYPES, REGULATORY_AUTHORITIES, type RegistrationErrors, type RegistrationForm } from 'shared-contracts';
import { FieldError } from 'shared-ui';
import { Grid, SelectField, TextField } from './FormControls';

export interface StepProps {
  form: RegistrationForm;
  errors: RegistrationErrors;
  /** Sets one field and clears its error (spec 000 section 5). */
  update: <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => void;
}

const Options = styled.fieldset<{ $scroll?: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  padding: 0.5rem 0.75rem;
  margin: 0 0 0.9rem;
  max-height: ${({ $scroll }) => ($scroll ? '220px' : 'none')};
  overflow-y: ${({ $scroll }) => ($scroll ? 'auto' : 'visible')};
  & legend {
    font-weight: 600;
    font-size: 0.92rem;
    padding: 0 0.25rem;
  }
  & label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 32px;
    cursor: pointer;
  }
  & input {
    width: 18px;
    height: 18px;
  }
`;

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
      <TextField label="GSTN" autoCapitalize="characters" maxLength={15} {...text(props, 'gstn')} />
    </>
  );
}

function toggle<T>(list: T[], item: T, on: boolean, same: (a: T, b: T) => boolean): T[] {
  const without = list.filter((x) => !same(x, item));
  return on ? [...without, item] : without;
}

export function AddressStep(props: StepProps) {
  const { form, errors, update } = props;
  return (
    <>
      <TextField label="Address" required autoComplete="street-address" {...text(props, 'address')} />
      <Grid>
        <TextField label="Country" id={id('country')} value={form.country} readOnly />
        <TextField label="State" required autoComplete="address-level1" {...text(props, 'state')} />
        <TextField label="City" required autoComplete="address-level2" {...text(props, 'city')} />
        <TextField label="Pincode" required inputMode="numeric" maxLength={6} autoComplete="postal-code" {...text(props, 'pincode')} />
      </Grid>
      <Options aria-describedby={errors.establishment ? `${id('establishment')}-error` : undefined}>
        <legend>Establishment Type</legend>
        {ESTABLISHMENT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={form.establishment.includes(type)}
              onChange={(e) =>
                update(
                  'establishment',
                  toggle(form.establishment, type, e.target.checked, (a, b) => a === b),
                )
              }
            />
            {type}
          </label>
        ))}
        {errors.establishment && <FieldError id={`${id('establishment')}-error`}>{errors.establishment}</FieldError>}
      </Options>
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
        {...text(props, 'password')}
        // The server's refusal is shown under the password field (spec 000 section 5).
        error={errors.password || serverError || undefined}
      />
      <Options $scroll aria-describedby={errors.regulatory_authority ? `${id('regulatory_authority')}-error` : undefined}>
        <legend>Regulatory Authorities</legend>
        {REGULATORY_AUTHORITIES.map((authority) => (
          <label key={authority.value}>
            <input
              type="checkbox"
              value={authority.value}
              checked={form.regulatory_authority.some((a) => a.value === authority.value)}
              onChange={(e) =>
                update(
                  'regulatory_authority',
                  toggle(form.regulatory_authority, authority, e.target.checked, (a, b) => a.value === b.value),
                )
              }
            />
            {authority.label}
          </label>
        ))}
        {errors.regulatory_authority && <FieldError id={`${id('regulatory_authority')}-error`}>{errors.regulatory_authority}</FieldError>}
      </Options>
    </>
  );
}
