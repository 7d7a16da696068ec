import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  emptyRegistrationForm,
  ESTABLISHMENT_TYPES,
  INDIAN_STATES,
  NBFC_TYPES,
  ORGANIZATION_TYPES,
  REGULATORY_AUTHORITIES,
  toRegisterRequest,
  validateRegistration,
} from 'shared-contracts';
import type { RegistrationErrors, RegistrationForm } from 'shared-contracts';
import { Button, CheckboxGroup, ErrorBanner, Field, FieldError, Modal, Options, space, theme } from 'shared-ui';
import { createCompany } from './companiesApi';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${space('md')};
`;

type TextKey =
  | 'company_name'
  | 'organization_type'
  | 'email'
  | 'mobile'
  | 'landline'
  | 'website_url'
  | 'pan'
  | 'cin'
  | 'gstn'
  | 'address'
  | 'state'
  | 'city'
  | 'pincode'
  | 'nbfc_type'
  | 'name'
  | 'username'
  | 'password';

/** Add New Company: the registration form's fields and rules in one page; creates the company and its admin. */
export function AddCompanyModal({ onClose, onCreated }: { onClose: () => void; onCreated: (companyId: string) => void }) {
  const [form, setForm] = useState<RegistrationForm>(emptyRegistrationForm);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<RegistrationForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof RegistrationForm];
      return next;
    });
    setFailure(null);
  };

  const text = (key: TextKey, label: string, options: { required?: boolean; type?: string; children?: ReactNode } = {}) => {
    const id = `company-${key}`;
    const error = errors[key];
    const common = {
      id,
      value: form[key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (e: { target: { value: string } }) => change({ [key]: e.target.value } as Partial<RegistrationForm>),
    };
    return (
      <Field>
        <label htmlFor={id}>
          {label}
          {options.required ? '*' : ''}
        </label>
        {options.children ? <select {...common}>{options.children}</select> : <input {...common} type={options.type ?? 'text'} autoComplete="off" />}
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </Field>
    );
  };

  const amount = (key: 'your_current_asset_size' | 'net_owned_fund', label: string) => (
    <Field>
      <label htmlFor={`company-${key}`}>{label}</label>
      <input
        id={`company-${key}`}
        type="number"
        min={0}
        inputMode="decimal"
        value={form[key] ?? ''}
        onChange={(e) => change({ [key]: e.target.value === '' ? null : Number(e.target.value) } as Partial<RegistrationForm>)}
      />
      {errors[key] && <FieldError>{errors[key]}</FieldError>}
    </Field>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateRegistration(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return setFailure('Please correct the highlighted fields.');
    setBusy(true);
    try {
      const created = await createCompany(toRegisterRequest(form));
      onCreated(created.companyId);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'Registration failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Add New Company" onClose={onClose} wide>
      <form onSubmit={submit} noValidate>
        {failure && <ErrorBanner role="alert">{failure}</ErrorBanner>}
        <h3>Company Information</h3>
        <Grid>
          {text('company_name', 'Company Name', { required: true })}
          {text('organization_type', 'Organization Type', {
            required: true,
            children: (
              <>
                <option value="">Select organization type</option>
                <Options items={ORGANIZATION_TYPES} />
              </>
            ),
          })}
          {text('email', 'Email', { required: true, type: 'email' })}
          {text('mobile', 'Mobile Number', { required: true, type: 'tel' })}
          {text('landline', 'Landline', { type: 'tel' })}
          {text('website_url', 'Website URL', { type: 'url' })}
          {text('pan', 'PAN')}
          {text('cin', 'CIN')}
          {text('gstn', 'GSTN')}
        </Grid>
        <h3>Address Details</h3>
        <Grid>
          {text('address', 'Address', { required: true })}
          <Field>
            <label htmlFor="company-country">Country</label>
            <input id="company-country" value="India" readOnly />
          </Field>
          {text('state', 'State', {
            required: true,
            children: (
              <>
                <option value="">Select state</option>
                <Options items={INDIAN_STATES} />
              </>
            ),
          })}
          {text('city', 'City', { required: true })}
          {text('pincode', 'Pincode', { required: true, type: 'text' })}
          {text('nbfc_type', 'NBFC Type', {
            children: (
              <>
                <option value="">Select NBFC type</option>
                <Options items={NBFC_TYPES} />
              </>
            ),
          })}
          {amount('your_current_asset_size', 'Current Asset Size')}
          {amount('net_owned_fund', 'Net Owned Fund')}
        </Grid>
        <CheckboxGroup
          id="company-establishment"
          legend="Establishment Type"
          items={ESTABLISHMENT_TYPES}
          selected={form.establishment}
          onChange={(establishment) => change({ establishment })}
          scroll
        />
        <h3>Administrator Account</h3>
        <Grid>
          {text('name', 'Full Name', { required: true })}
          {text('username', 'Username', { required: true })}
          {text('password', 'Password', { required: true, type: 'password' })}
        </Grid>
        <CheckboxGroup
          id="company-authorities"
          legend="Regulatory Authorities"
          items={REGULATORY_AUTHORITIES}
          selected={form.regulatory_authority}
          keyOf={(a) => a.value}
          labelOf={(a) => a.label}
          onChange={(regulatory_authority) => change({ regulatory_authority })}
          scroll
        />
        <div style={{ display: 'flex', gap: theme.space.xs, justifyContent: 'flex-end' }}>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating...' : 'Create Company'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
