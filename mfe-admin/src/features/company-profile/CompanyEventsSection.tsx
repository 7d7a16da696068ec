import { useState, type FormEvent } from 'react';
import { apiRequest } from 'shared-auth';
import {
  COMPANY_EVENT_KINDS,
  COMPANY_EVENT_LABELS,
  SCHEDULED_EVENT_KINDS,
  isoDateInIndia,
  validateCompanyEvent,
  type CompanyEventInput,
  type CompanyEventListResponse,
  type CompanyEventResponse,
} from 'shared-contracts';
import { Button, DateInput, EmptyState, ErrorBanner, ErrorState, Field, FieldError, Options, Section, Spinner, formatDate, useAction, useApi } from 'shared-ui';

/** Only scheduled dates (a payment, board meeting or record date of listed debt) may lie ahead (validateCompanyEvent). */
const futureAllowed = (kind: string) => (SCHEDULED_EVENT_KINDS as readonly string[]).includes(kind);

/**
 * Company events: what happened on a date that starts a statutory clock (AGM held, auditor or director
 * appointed, fraud classified, debt allotted). The calendar's event-driven obligations fall due from them.
 */
export function CompanyEventsSection() {
  const list = useApi<CompanyEventListResponse>('/api/company/events');
  const [draft, setDraft] = useState<CompanyEventInput>({ kind: COMPANY_EVENT_KINDS[0], date: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Text in the date field that it refused: the field says why beside it, and nothing is sent.
  const [dateRefused, setDateRefused] = useState(false);
  const { busy, busyKey, error, setError, run } = useAction({ errorShown: 'inline' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompanyEvent(draft, isoDateInIndia()) as Record<string, string>;
    if (!draft.date) found.date = 'Enter the date';
    setErrors(found);
    setError(null);
    if (Object.keys(found).length > 0 || dateRefused) return;
    await run(async () => {
      const answer = await apiRequest<CompanyEventResponse>('/api/company/events', { method: 'POST', body: { ...draft, note: draft.note?.trim() || undefined } });
      setDraft({ ...draft, date: '', note: '' });
      list.reload();
      return answer.message;
    }, 'add');
  };

  const remove = (id: string) =>
    run(async () => {
      await apiRequest(`/api/company/events/${id}`, { method: 'DELETE' });
      list.reload();
      return 'Event deleted';
    }, id);

  return (
    <Section id="company-events-title" title="Company events">
      <p>Record what happened: the calendar counts the statutory days from it (for example DIR-12 within 30 days of appointing a director).</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Record an event">
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor="ev-kind">What happened</label>
          <select id="ev-kind" value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value })}>
            <Options items={COMPANY_EVENT_KINDS} label={(k) => COMPANY_EVENT_LABELS[k]} />
          </select>
          {errors.kind && <FieldError>{errors.kind}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="ev-date">Date</label>
          <DateInput
            id="ev-date"
            value={draft.date}
            max={futureAllowed(draft.kind) ? undefined : isoDateInIndia()}
            tooLateMessage="Date cannot be in the future"
            invalid={!!errors.date}
            describedBy={errors.date && !dateRefused ? 'ev-date-error' : undefined}
            onChange={(date, { refused }) => {
              setDraft({ ...draft, date });
              setDateRefused(refused);
              setErrors(({ date: _, ...others }) => others);
            }}
          />
          {errors.date && !dateRefused && <FieldError id="ev-date-error">{errors.date}</FieldError>}
        </Field>
        <Field>
          <label htmlFor="ev-note">Note (optional)</label>
          <input id="ev-note" value={draft.note ?? ''} onChange={(e) => setDraft({ ...draft, note: e.target.value })} />
          {errors.note && <FieldError>{errors.note}</FieldError>}
        </Field>
        <Button type="submit" disabled={busy}>
          {busyKey === 'add' ? 'Recording...' : 'Record event'}
        </Button>
      </form>
      {list.error ? (
        <ErrorState message={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Spinner label="Loading events..." />
      ) : list.data.events.length === 0 ? (
        <EmptyState>No events recorded yet.</EmptyState>
      ) : (
        <ul aria-label="Recorded events">
          {list.data.events.map((e) => (
            <li key={e.id}>
              {formatDate(e.date)}: {e.label}
              {e.note ? ` (${e.note})` : ''}{' '}
              <Button type="button" $variant="ghost" $small disabled={busy} onClick={() => void remove(e.id)} aria-label={`Delete ${e.label} on ${formatDate(e.date)}`}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
