import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from 'shared-auth';
import { PlatformSettingsPayloadSchema, type PlatformSettingsPayload, type PlatformSettingsResponse } from 'shared-contracts';
import { Button, ErrorBanner, ErrorState, Field, Spinner, useAction, useApi, Section } from 'shared-ui';

// The bounds the api enforces (shared-contracts/src/site/siteSettingsPayloads.ts).
const BOUNDS = PlatformSettingsPayloadSchema.properties;
const TRIAL_MIN = BOUNDS.trialDays.minimum!;
const TRIAL_MAX = BOUNDS.trialDays.maximum!;

/** Trial length, WhatsApp inquiry number and contact inbox: read by the public pages at once. */
export function PlatformSettingsForm() {
  const current = useApi<PlatformSettingsResponse>('/api/super-admin/settings');
  const [form, setForm] = useState<{ trialDays: string; whatsappNumber: string; contactInboxEmail: string } | null>(null);
  const { busy, error, setError, run } = useAction({ errorShown: 'inline' });

  useEffect(() => {
    const s = current.data?.settings;
    if (s) setForm({ trialDays: String(s.trialDays), whatsappNumber: s.whatsappNumber, contactInboxEmail: s.contactInboxEmail });
  }, [current.data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const trialDays = Number(form.trialDays);
    if (!Number.isInteger(trialDays) || trialDays < TRIAL_MIN || trialDays > TRIAL_MAX)
      return setError(`Trial length must be between ${TRIAL_MIN} and ${TRIAL_MAX} days`);
    await run(async () => {
      const body: PlatformSettingsPayload = { trialDays, whatsappNumber: form.whatsappNumber, contactInboxEmail: form.contactInboxEmail };
      const saved = await apiRequest<PlatformSettingsResponse>('/api/super-admin/settings', { method: 'PUT', body });
      const s = saved.settings;
      setForm({ trialDays: String(s.trialDays), whatsappNumber: s.whatsappNumber, contactInboxEmail: s.contactInboxEmail });
      return 'Settings saved';
    });
  };

  const set = (key: 'trialDays' | 'whatsappNumber' | 'contactInboxEmail') => (e: { target: { value: string } }) => {
    setForm((f) => (f ? { ...f, [key]: e.target.value } : f));
    setError(null);
  };

  return (
    <Section id="platform-settings" title="Platform settings">
      {current.loading && !form && <Spinner label="Loading settings..." />}
      {current.error && <ErrorState message={current.error} onRetry={current.reload} />}
      {form && (
        <form onSubmit={submit} noValidate>
          {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
          <Field>
            <label htmlFor="setting-trial-days">Free trial length (days)</label>
            <input id="setting-trial-days" type="number" inputMode="numeric" min={TRIAL_MIN} max={TRIAL_MAX} value={form.trialDays} onChange={set('trialDays')} />
          </Field>
          <Field>
            <label htmlFor="setting-whatsapp">WhatsApp inquiry number</label>
            <input
              id="setting-whatsapp"
              type="tel"
              maxLength={BOUNDS.whatsappNumber.maxLength}
              value={form.whatsappNumber}
              onChange={set('whatsappNumber')}
              aria-describedby="setting-whatsapp-hint"
            />
            <small id="setting-whatsapp-hint">With the country code, digits only, e.g. 919876543210</small>
          </Field>
          <Field>
            <label htmlFor="setting-inbox">Contact-form inbox email</label>
            <input id="setting-inbox" type="email" maxLength={BOUNDS.contactInboxEmail.maxLength} value={form.contactInboxEmail} onChange={set('contactInboxEmail')} />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Settings'}
          </Button>
        </form>
      )}
    </Section>
  );
}
