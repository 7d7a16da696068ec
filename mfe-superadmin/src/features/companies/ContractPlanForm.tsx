import { useState, type FormEvent, type ReactElement } from 'react';
import { apiRequest } from 'shared-auth';
import { ContractPeriodRequestSchema, type CompanyDetailResponse, type ContractPeriodRequest, type PackagesResponse } from 'shared-contracts';
import { Button, ErrorBanner, Field, Section, useAction, useApi, theme } from 'shared-ui';

// The bounds the api enforces (shared-contracts/src/billing/subscriptionPayloads.ts).
const BOUNDS = ContractPeriodRequestSchema.properties;
const SEATS_MAX = BOUNDS.makers.maximum!;
const MONTHS_MAX = BOUNDS.months.maximum!;

interface Draft {
  packageId: string;
  makers: string;
  checkers: string;
  months: string;
  contractReference: string;
}

const whole = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** Each field's refusal, as the api would refuse it, so the failing field is marked before anything is sent. */
function problems(draft: Draft): Partial<Record<keyof Draft, string>> {
  const found: Partial<Record<keyof Draft, string>> = {};
  if (!draft.packageId) found.packageId = 'Choose the plan whose features the contract includes.';
  if (whole(draft.makers, 0, SEATS_MAX) === null) found.makers = `Maker seats must be a whole number from 0 to ${SEATS_MAX}.`;
  if (whole(draft.checkers, 0, SEATS_MAX) === null) found.checkers = `Checker seats must be a whole number from 0 to ${SEATS_MAX}.`;
  if (whole(draft.months, 1, MONTHS_MAX) === null) found.months = `The period must be from 1 to ${MONTHS_MAX} months.`;
  if (!draft.contractReference.trim()) found.contractReference = 'Enter the contract or purchase-order reference.';
  return found;
}

/**
 * A team larger than any plan on offer: the super-admin records the period agreed by contract (plan, team seats,
 * months, reference). It starts today and is in the audit trail.
 */
export function ContractPlanForm({ companyId, onGranted }: { companyId: string; onGranted: (detail: CompanyDetailResponse) => void }) {
  const packages = useApi<PackagesResponse>('/api/subscriptions/packages');
  const [draft, setDraft] = useState<Draft>({ packageId: '', makers: '', checkers: '', months: '12', contractReference: '' });
  const [shown, setShown] = useState<Partial<Record<keyof Draft, string>>>({});
  const { busy, error, setError, run } = useAction({ errorShown: 'inline' });

  const set = (key: keyof Draft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setShown((s) => ({ ...s, [key]: undefined }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = problems(draft);
    setShown(found);
    if (Object.keys(found).length) return setError('Please correct the marked fields.');
    const body: ContractPeriodRequest = {
      packageId: draft.packageId,
      makers: Number(draft.makers),
      checkers: Number(draft.checkers),
      months: Number(draft.months),
      contractReference: draft.contractReference.trim(),
    };
    await run(async () => {
      const detail = await apiRequest<CompanyDetailResponse>(`/api/super-admin/companies/${companyId}/contract-period`, { method: 'POST', body });
      onGranted(detail);
      setDraft((d) => ({ ...d, contractReference: '' }));
      return `Contract plan recorded: ${body.makers} maker and ${body.checkers} checker seats for ${body.months} months`;
    });
  };

  const field = (key: keyof Draft, label: string, input: ReactElement) => (
    <Field>
      <label htmlFor={`contract-${key}`}>{label}</label>
      {input}
      {shown[key] && (
        <small id={`contract-${key}-error`} role="alert">
          {shown[key]}
        </small>
      )}
    </Field>
  );
  const described = (key: keyof Draft) => (shown[key] ? { 'aria-invalid': true, 'aria-describedby': `contract-${key}-error` } : {});

  return (
    <Section id="company-contract" title="Contract plan" style={{ marginBottom: theme.space.md }}>
      <p>For a team larger than any plan on offer: record the period agreed by contract. It starts today.</p>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        {field(
          'packageId',
          'Plan (features and admin seats)',
          <select id="contract-packageId" value={draft.packageId} onChange={set('packageId')} {...described('packageId')}>
            <option value="">Choose a plan</option>
            {(packages.data?.packages ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.packageName} ({p.layer})
              </option>
            ))}
          </select>,
        )}
        {field(
          'makers',
          'Maker seats',
          <input id="contract-makers" type="number" inputMode="numeric" min={0} max={SEATS_MAX} value={draft.makers} onChange={set('makers')} {...described('makers')} />,
        )}
        {field(
          'checkers',
          'Checker seats',
          <input
            id="contract-checkers"
            type="number"
            inputMode="numeric"
            min={0}
            max={SEATS_MAX}
            value={draft.checkers}
            onChange={set('checkers')}
            {...described('checkers')}
          />,
        )}
        {field(
          'months',
          'Months',
          <input
            id="contract-months"
            type="number"
            inputMode="numeric"
            min={1}
            max={MONTHS_MAX}
            value={draft.months}
            onChange={set('months')}
            {...described('months')}
          />,
        )}
        {field(
          'contractReference',
          'Contract reference',
          <input
            id="contract-contractReference"
            maxLength={BOUNDS.contractReference.maxLength}
            value={draft.contractReference}
            onChange={set('contractReference')}
            {...described('contractReference')}
          />,
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Recording...' : 'Record Contract Plan'}
        </Button>
      </form>
    </Section>
  );
}
