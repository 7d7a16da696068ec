import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiRequest } from 'shared-auth';
import { pagePath } from 'shared-contracts/federation';
import {
  INDIAN_STATES,
  LISTING_LABELS,
  LISTING_STATUSES,
  NBFC_LAYERS,
  validateComplianceProfile,
  type ComplianceProfile,
  type ComplianceProfileInput,
  type ComplianceProfileResponse,
  type ComplianceProfileUpdateResponse,
  type IndianState,
} from 'shared-contracts';
import { Button, Card, ErrorBanner, ErrorState, Field, FieldError, PageTitle, Spinner, useAction, useAsync, Options, theme } from 'shared-ui';
import { ComplianceFactsFields, factsDraftOf, factsInputOf, type FactsDraft } from './ComplianceFactsFields';
import { CompanyEventsSection } from './CompanyEventsSection';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Draft {
  nbfcLayer: string;
  assetSizeCr: string;
  depositTaking: boolean;
  listing: string;
  headcount: string;
  establishmentStates: IndianState[];
  financialYearStartMonth: number;
  facts: FactsDraft;
}

const toDraft = (p: ComplianceProfile): Draft => ({
  nbfcLayer: p.nbfcLayer,
  assetSizeCr: String(p.assetSizeCr),
  depositTaking: p.depositTaking,
  listing: p.listing,
  headcount: String(p.headcount),
  establishmentStates: p.establishmentStates,
  financialYearStartMonth: p.financialYearStartMonth,
  facts: factsDraftOf(p),
});

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const toInput = (d: Draft): ComplianceProfileInput => ({
  nbfcLayer: d.nbfcLayer as ComplianceProfileInput['nbfcLayer'],
  assetSizeCr: numberOrNaN(d.assetSizeCr),
  depositTaking: d.depositTaking,
  listing: d.listing as ComplianceProfileInput['listing'],
  headcount: numberOrNaN(d.headcount),
  establishmentStates: d.establishmentStates,
  financialYearStartMonth: d.financialYearStartMonth,
  ...factsInputOf(d.facts),
});

/** The facts that decide the company's statutory calendar; the admin confirms and keeps them current. */
export default function CompanyProfilePage() {
  const loaded = useAsync<ComplianceProfileResponse>((signal) => apiRequest('/api/company/compliance-profile', { signal }), []);
  const [profile, setProfile] = useState<ComplianceProfile | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy: saving, error: serverError, setError: setServerError, run } = useAction({ errorShown: 'inline' });
  const [saved, setSaved] = useState<ComplianceProfileUpdateResponse | null>(null);

  useEffect(() => {
    if (loaded.data) {
      setProfile(loaded.data.profile);
      setDraft(toDraft(loaded.data.profile));
    }
  }, [loaded.data]);

  if (loaded.error) return <ErrorState message={loaded.error} onRetry={loaded.reload} />;
  if (!draft || !profile) return <Spinner label="Loading company profile..." />;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(draft);
    const found = validateComplianceProfile(input) as Record<string, string>;
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      const answer = await apiRequest<ComplianceProfileUpdateResponse>('/api/company/compliance-profile', { method: 'PUT', body: input });
      setProfile(answer.profile);
      setDraft(toDraft(answer.profile));
      setSaved(answer);
      return answer.message;
    });
  };

  const toggleState = (state: IndianState) =>
    set('establishmentStates', draft.establishmentStates.includes(state) ? draft.establishmentStates.filter((s) => s !== state) : [...draft.establishmentStates, state]);

  return (
    <>
      <PageTitle>Company Profile</PageTitle>
      {!profile.confirmed && <p role="note">These values were taken from your registration. Check them and save: they decide your statutory calendar.</p>}
      {profile.layerNote && (
        <p role="status">
          Treated as <strong>{profile.effectiveLayer}</strong>: {profile.layerNote}.
        </p>
      )}
      {saved && <CalendarChanges response={saved} />}
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Company profile">
          {serverError && <ErrorBanner role="alert">{serverError}</ErrorBanner>}
          <Field>
            <label htmlFor="cp-layer">NBFC layer</label>
            <select id="cp-layer" value={draft.nbfcLayer} onChange={(e) => set('nbfcLayer', e.target.value)}>
              {NBFC_LAYERS.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
            {errors.nbfcLayer && <FieldError>{errors.nbfcLayer}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="cp-asset">Asset size (Rs crore)</label>
            <input id="cp-asset" inputMode="decimal" value={draft.assetSizeCr} onChange={(e) => set('assetSizeCr', e.target.value)} aria-invalid={!!errors.assetSizeCr} />
            {errors.assetSizeCr && <FieldError>{errors.assetSizeCr}</FieldError>}
          </Field>
          <Field>
            <label>
              <input type="checkbox" checked={draft.depositTaking} onChange={(e) => set('depositTaking', e.target.checked)} /> Accepts public deposits
            </label>
          </Field>
          <Field>
            <label htmlFor="cp-listing">Listed securities</label>
            <select id="cp-listing" value={draft.listing} onChange={(e) => set('listing', e.target.value)}>
              <Options items={LISTING_STATUSES} label={(l) => LISTING_LABELS[l]} />
            </select>
          </Field>
          <Field>
            <label htmlFor="cp-headcount">Headcount (all establishments)</label>
            <input id="cp-headcount" inputMode="numeric" value={draft.headcount} onChange={(e) => set('headcount', e.target.value)} aria-invalid={!!errors.headcount} />
            {errors.headcount && <FieldError>{errors.headcount}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="cp-fy">Financial year starts in</label>
            <select id="cp-fy" value={draft.financialYearStartMonth} onChange={(e) => set('financialYearStartMonth', Number(e.target.value))}>
              {MONTHS.map((m, i) => (
                <option key={m} value={i + 1}>
                  {m}
                </option>
              ))}
            </select>
          </Field>
          <fieldset style={{ border: 'none', padding: 0, margin: '0 0 0.9rem' }}>
            <legend style={{ fontWeight: 600 }}>States of your establishments</legend>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: theme.space.xxs }}>
              {INDIAN_STATES.map((s) => (
                <label key={s} style={{ fontWeight: 400 }}>
                  <input type="checkbox" checked={draft.establishmentStates.includes(s)} onChange={() => toggleState(s)} /> {s}
                </label>
              ))}
            </div>
            {errors.establishmentStates && <FieldError>{errors.establishmentStates}</FieldError>}
          </fieldset>
          <ComplianceFactsFields facts={draft.facts} onChange={(facts) => set('facts', facts)} errors={errors} />
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
      </Card>
      <CompanyEventsSection />
    </>
  );
}

/** What the last save changed in the statutory calendar. */
function CalendarChanges({ response }: { response: ComplianceProfileUpdateResponse }) {
  const changes = response.calendarChanges;
  if (changes.length === 0) return <p role="status">Your statutory calendar did not change.</p>;
  return (
    <Card aria-label="Calendar changes">
      <strong>Your statutory calendar changed:</strong>
      <ul>
        {changes.map((c) => (
          <li key={`${c.change}-${c.obligationId}`}>
            {c.change === 'added' ? 'Added' : 'Removed'}: {c.title} ({c.reason})
          </li>
        ))}
      </ul>
      <Link to={pagePath('admin', 'statutoryCalendar')}>Open the statutory calendar</Link>
    </Card>
  );
}
