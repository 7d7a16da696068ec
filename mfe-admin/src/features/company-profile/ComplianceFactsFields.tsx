import { COMPLIANCE_FACT_LABELS, COMPLIANCE_FLAGS, INDIAN_STATES, complianceFlagsOf, type ComplianceFacts, type IndianState } from 'shared-contracts';
import { Button, CheckboxGroup, FieldError, theme } from 'shared-ui';

/** The facts as the form holds them: the director year stays text until saved. */
export interface FactsDraft extends Omit<ComplianceFacts, 'directors'> {
  directors: Array<{ name: string; din: string; lastKycYear: string }>;
}

/** Only the facts (the profile passed in carries its other fields too). */
export const factsDraftOf = (f: ComplianceFacts): FactsDraft => ({
  gstStates: f.gstStates,
  ...complianceFlagsOf(f),
  directors: f.directors.map((d) => ({ name: d.name, din: d.din, lastKycYear: String(d.lastKycYear) })),
});

export const factsInputOf = (d: FactsDraft): ComplianceFacts => ({
  gstStates: d.gstStates,
  ...complianceFlagsOf(d),
  directors: d.directors.map((x) => ({ name: x.name, din: x.din.trim(), lastKycYear: x.lastKycYear.trim() === '' ? Number.NaN : Number(x.lastKycYear) })),
});

/**
 * The facts that decide whole families of obligations: GST registrations, listed debt, secretarial audit,
 * CSR, PAS-6, tax audit, SFT, and the directors whose DIR-3 KYC falls due on their own three-year cycle.
 */
export function ComplianceFactsFields({ facts, onChange, errors }: { facts: FactsDraft; onChange: (next: FactsDraft) => void; errors: Record<string, string> }) {
  const setDirector = (i: number, key: 'name' | 'din' | 'lastKycYear', value: string) =>
    onChange({ ...facts, directors: facts.directors.map((d, j) => (j === i ? { ...d, [key]: value } : d)) });
  return (
    <>
      <CheckboxGroup
        id="cp-gst"
        legend="States with a GST registration"
        items={INDIAN_STATES}
        selected={facts.gstStates}
        onChange={(gstStates: IndianState[]) => onChange({ ...facts, gstStates })}
        error={errors.gstStates}
        scroll
      />
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 0.9rem' }}>
        <legend style={{ fontWeight: 600 }}>What applies to the company</legend>
        {COMPLIANCE_FLAGS.map((flag) => (
          <label key={flag} style={{ display: 'block', fontWeight: 400 }}>
            <input type="checkbox" checked={facts[flag]} onChange={(e) => onChange({ ...facts, [flag]: e.target.checked })} /> {COMPLIANCE_FACT_LABELS[flag]}
          </label>
        ))}
        {errors.isdRegistered && <FieldError>{errors.isdRegistered}</FieldError>}
      </fieldset>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 0.9rem' }}>
        <legend style={{ fontWeight: 600 }}>Directors (DIR-3 KYC every three years from the last filing)</legend>
        {facts.directors.map((d, i) => (
          <div key={i} role="group" aria-label={`Director ${i + 1}`} style={{ display: 'flex', gap: theme.space.xs, flexWrap: 'wrap', marginBottom: theme.space.xs }}>
            <input aria-label={`Director ${i + 1} name`} placeholder="Name" value={d.name} onChange={(e) => setDirector(i, 'name', e.target.value)} />
            <input aria-label={`Director ${i + 1} DIN`} placeholder="DIN" inputMode="numeric" value={d.din} onChange={(e) => setDirector(i, 'din', e.target.value)} />
            <input
              aria-label={`Director ${i + 1} last DIR-3 KYC year`}
              placeholder="Last KYC year"
              inputMode="numeric"
              value={d.lastKycYear}
              onChange={(e) => setDirector(i, 'lastKycYear', e.target.value)}
            />
            <Button type="button" $variant="secondary" onClick={() => onChange({ ...facts, directors: facts.directors.filter((_, j) => j !== i) })}>
              Remove director {i + 1}
            </Button>
          </div>
        ))}
        <Button type="button" $variant="secondary" onClick={() => onChange({ ...facts, directors: [...facts.directors, { name: '', din: '', lastKycYear: '' }] })}>
          Add director
        </Button>
        {errors.directors && <FieldError>{errors.directors}</FieldError>}
      </fieldset>
    </>
  );
}
