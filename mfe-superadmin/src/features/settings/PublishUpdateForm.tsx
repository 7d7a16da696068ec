import { useState, type FormEvent } from 'react';
import { apiRequest } from 'shared-auth';
import { PublishUpdateRequestSchema, UPDATE_PRIORITIES, UPDATE_TYPES } from 'shared-contracts';
import type { PublishUpdateRequest, PublishUpdateResponse, UpdatePriority, UpdateType } from 'shared-contracts';
import { Button, DATE_TEXT_MESSAGE, DateInput, ErrorBanner, Field, Options, Section, useAction } from 'shared-ui';

const TYPE_LABELS: Record<UpdateType, string> = {
  regulatory: 'Regulatory change',
  deadline: 'Deadline',
  system: 'System update',
  policy: 'Policy',
  training: 'Training & event',
};

// The bounds the api enforces (shared-contracts/src/updates/updates.ts), so the form cannot hold more than it accepts.
const BOUNDS = PublishUpdateRequestSchema.properties;

const empty = () => ({
  type: 'regulatory' as UpdateType,
  title: '',
  description: '',
  body: '',
  category: '',
  priority: 'medium' as UpdatePriority,
  source: '',
  sourceUrl: '',
  dueDate: '',
  eventDate: '',
});

/** Publishes a compliance update to every company's feed (the updates feature's endpoint). */
export function PublishUpdateForm() {
  const [form, setForm] = useState(empty);
  const { busy, error, setError, run } = useAction({ errorShown: 'inline' });
  // Date fields holding text that is no date: never published as "no date".
  const [refusedDates, setRefusedDates] = useState<ReadonlySet<string>>(new Set());
  const set = (key: keyof ReturnType<typeof empty>) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setError(null);
  };
  const setDate =
    (key: 'dueDate' | 'eventDate') =>
    (value: string, { refused }: { refused: boolean }) => {
      set(key)({ target: { value } });
      setRefusedDates((keys) => new Set([...keys].filter((k) => k !== key).concat(refused ? [key] : [])));
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if ([form.title, form.description, form.body, form.category].some((v) => v.trim() === '')) return setError('Please fill in all fields');
    if (refusedDates.size > 0) return setError(DATE_TEXT_MESSAGE);
    const body: PublishUpdateRequest = {
      type: form.type,
      title: form.title.trim(),
      description: form.description.trim(),
      body: form.body.trim(),
      category: form.category.trim(),
      priority: form.priority,
      ...(form.source.trim() ? { source: form.source.trim() } : {}),
      ...(form.sourceUrl.trim() ? { sourceUrl: form.sourceUrl.trim() } : {}),
      ...(form.dueDate ? { dueDate: form.dueDate } : {}),
      ...(form.eventDate ? { eventDate: form.eventDate } : {}),
    };
    await run(async () => {
      const answer = await apiRequest<PublishUpdateResponse>('/api/updates', { method: 'POST', body });
      setForm(empty());
      return answer.message || 'Update published';
    });
  };

  return (
    <Section id="publish-update" title="Publish a compliance update">
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor="update-type">Type</label>
          <select id="update-type" value={form.type} onChange={set('type')}>
            <Options items={UPDATE_TYPES} label={(t) => TYPE_LABELS[t]} />
          </select>
        </Field>
        <Field>
          <label htmlFor="update-priority">Priority</label>
          <select id="update-priority" value={form.priority} onChange={set('priority')}>
            <Options items={UPDATE_PRIORITIES} label={(p) => p.charAt(0).toUpperCase() + p.slice(1)} />
          </select>
        </Field>
        <Field>
          <label htmlFor="update-title">Title</label>
          <input id="update-title" maxLength={BOUNDS.title.maxLength} value={form.title} onChange={set('title')} />
        </Field>
        <Field>
          <label htmlFor="update-category">Category</label>
          <input id="update-category" maxLength={BOUNDS.category.maxLength} value={form.category} onChange={set('category')} placeholder="e.g. RBI, MCA, HR" />
        </Field>
        <Field>
          <label htmlFor="update-description">Summary</label>
          <textarea id="update-description" maxLength={BOUNDS.description.maxLength} rows={2} value={form.description} onChange={set('description')} />
        </Field>
        <Field>
          <label htmlFor="update-body">Full text</label>
          <textarea id="update-body" maxLength={BOUNDS.body.maxLength} rows={5} value={form.body} onChange={set('body')} />
        </Field>
        <Field>
          <label htmlFor="update-source">Source (optional)</label>
          <input id="update-source" maxLength={BOUNDS.source.maxLength} value={form.source} onChange={set('source')} />
        </Field>
        <Field>
          <label htmlFor="update-source-url">Source link (optional)</label>
          <input id="update-source-url" maxLength={BOUNDS.sourceUrl.maxLength} type="url" value={form.sourceUrl} onChange={set('sourceUrl')} />
        </Field>
        <Field>
          <label htmlFor="update-due-date">Due date (optional)</label>
          <DateInput id="update-due-date" value={form.dueDate} onChange={setDate('dueDate')} />
        </Field>
        <Field>
          <label htmlFor="update-event-date">Event date (optional)</label>
          <DateInput id="update-event-date" value={form.eventDate} onChange={setDate('eventDate')} />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? 'Publishing...' : 'Publish Update'}
        </Button>
      </form>
    </Section>
  );
}
