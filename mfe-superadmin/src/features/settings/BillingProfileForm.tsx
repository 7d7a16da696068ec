import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from 'shared-auth';
import {
  BillingProfilePayloadSchema,
  DEFAULT_SAC,
  gstinProblem,
  gstinState,
  INVOICE_SERIES_PATTERN,
  SAC_PATTERN,
  type BillingProfilePayload,
  type BillingProfileResponse,
} from 'shared-contracts';
import { Button, ErrorBanner, ErrorState, Field, Spinner, useAction, useApi, Section } from 'shared-ui';

const BOUNDS = BillingProfilePayloadSchema.properties;
const EMPTY: BillingProfilePayload = { legalName: '', gstin: '', address: '', invoiceSeries: '', sac: DEFAULT_SAC };

/** The same rules the api applies, checked before sending so the first wrong field is named at once. */
function problemOf(form: BillingProfilePayload): string | null {
  if (!form.legalName.trim()) return 'Legal name is required';
  const gstin = gstinProblem(form.gstin);
  if (gstin) return gstin;
  if (!form.address.trim()) return 'Registered address is required';
  if (!INVOICE_SERIES_PATTERN.test(form.invoiceSeries.trim().toUpperCase())) return 'Invoice series must be 1 to 4 capital letters or digits, e.g. CM';
  if (!SAC_PATTERN.test(form.sac.trim())) return 'SAC must be 6 digits starting with 99, e.g. 998315';
  return null;
}

/** The platform's GST particulars: the supplier on every tax invoice, and the invoice series. */
export function BillingProfileForm() {
  const current = useApi<BillingProfileResponse>('/api/super-admin/billing-profile');
  const [form, setForm] = useState<BillingProfilePayload | null>(null);
  const [waiting, setWaiting] = useState(0);
  const { busy, error, setError, run } = useAction({ errorShown: 'inline' });

  useEffect(() => {
    if (!current.data) return;
    setForm(current.data.profile ?? EMPTY);
    setWaiting(current.data.invoicesWaiting);
  }, [current.data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const problem = problemOf(form);
    if (problem) return setError(problem);
    await run(async () => {
      const saved = await apiRequest<BillingProfileResponse>('/api/super-admin/billing-profile', { method: 'PUT', body: form });
      setForm(saved.profile ?? EMPTY);
      setWaiting(saved.invoicesWaiting);
      return 'Billing details saved';
    });
  };

  const set = (key: keyof BillingProfilePayload) => (e: { target: { value: string } }) => {
    setForm((f) => (f ? { ...f, [key]: e.target.value } : f));
    setError(null);
  };
  const state = form && !gstinProblem(form.gstin) ? gstinState(form.gstin.toUpperCase()) : null;

  return (
    <Section id="billing-profile" title="Billing details for tax invoices">
      {current.loading && !form && <Spinner label="Loading billing details..." />}
      {current.error && <ErrorState message={current.error} onRetry={current.reload} />}
      {form && (
        <form onSubmit={submit} noValidate>
          {!current.data?.profile && <p role="status">No billing details yet: payments are taken, and their invoices are issued once these are saved.</p>}
          {waiting > 0 && current.data?.profile && (
            <p role="status">{waiting === 1 ? '1 payment is' : `${waiting} payments are`} waiting for a tax invoice: saving issues them.</p>
          )}
          {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
          <Field>
            <label htmlFor="billing-legal-name">Legal name (as registered under GST)</label>
            <input id="billing-legal-name" maxLength={BOUNDS.legalName.maxLength} value={form.legalName} onChange={set('legalName')} />
          </Field>
          <Field>
            <label htmlFor="billing-gstin">GSTIN</label>
            <input
              id="billing-gstin"
              maxLength={BOUNDS.gstin.maxLength}
              value={form.gstin}
              onChange={set('gstin')}
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="billing-gstin-hint"
            />
            <small id="billing-gstin-hint">
              15 characters; its check character is verified.{state ? ` Registered in ${state}: invoices to ${state} carry CGST and SGST, others IGST.` : ''}
            </small>
          </Field>
          <Field>
            <label htmlFor="billing-address">Registered address</label>
            <textarea id="billing-address" rows={3} maxLength={BOUNDS.address.maxLength} value={form.address} onChange={set('address')} />
          </Field>
          <Field>
            <label htmlFor="billing-series">Invoice series</label>
            <input
              id="billing-series"
              maxLength={4}
              value={form.invoiceSeries}
              onChange={set('invoiceSeries')}
              autoCapitalize="characters"
              aria-describedby="billing-series-hint"
            />
            <small id="billing-series-hint">1 to 4 capitals or digits. Invoices are numbered SERIES/26-27/00001, from 1 in each financial year.</small>
          </Field>
          <Field>
            <label htmlFor="billing-sac">SAC</label>
            <input id="billing-sac" inputMode="numeric" maxLength={6} value={form.sac} onChange={set('sac')} aria-describedby="billing-sac-hint" />
            <small id="billing-sac-hint">998315: hosting and IT infrastructure provisioning (application service provisioning).</small>
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Billing Details'}
          </Button>
        </form>
      )}
    </Section>
  );
}
