import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from 'shared-contracts/federation';
import { TRACKING_CHOICES, TRACKING_CHOICE_LABELS, TRACKING_MESSAGES, type TrackingChoice, type TrackingResponse } from 'shared-contracts';
import { Button, Card, DateInput, EmptyState, ErrorBanner, ErrorState, Field, PageTitle, Spinner, formatDate, theme, toast, useAsync } from 'shared-ui';
import { indiaToday } from '../command-centre/filters';
import { trackingApi } from './trackingApi';
import { ChoiceGroup, Stack } from '../../common/layout';

const failure = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** How far back to track: the month the company joined (default) or the start of that financial year. */
function TrackingChoiceForm({ tracking, onSaved }: { tracking: TrackingResponse; onSaved: () => void }) {
  const [choice, setChoice] = useState<TrackingChoice>(tracking.choice);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      toast.success((await trackingApi.save(choice)).message ?? TRACKING_MESSAGES.saved);
      onSaved();
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} aria-label="How far back to track">
      <p style={{ marginTop: 0 }}>
        {`Tracking from ${formatDate(tracking.trackingStart)}${tracking.chosen ? '' : ' (the default until you choose)'}. Overdue counts, reminders, the on-time score and the board report count from this date.`}
      </p>
      {problem && <ErrorBanner role="alert">{problem}</ErrorBanner>}
      <ChoiceGroup>
        <legend>Track our filings</legend>
        {TRACKING_CHOICES.map((c) => (
          <label key={c} style={{ display: 'flex', gap: theme.space.xs, alignItems: 'center', marginBottom: theme.space.xxs }}>
            <input type="radio" name="tracking-choice" value={c} checked={choice === c} onChange={() => setChoice(c)} />
            {`${TRACKING_CHOICE_LABELS[c]}: from ${formatDate(tracking.starts[c])}`}
          </label>
        ))}
      </ChoiceGroup>
      <Button type="submit" disabled={busy}>
        Save the tracking start
      </Button>
    </form>
  );
}

/** The open due dates up to the day the company joined, marked "filed before we joined" in bulk. */
function FiledBeforeJoining({ tracking, onMarked }: { tracking: TrackingResponse; onMarked: () => void }) {
  const due = useAsync((signal) => trackingApi.pastDue(tracking, signal), [tracking.trackingStart, tracking.pastDue]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [filedOn, setFiledOn] = useState('');
  const [acknowledgement, setAcknowledgement] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (due.error) return <ErrorState message={due.error} onRetry={due.reload} />;
  if (!due.data) return <Spinner label="Loading the past due dates..." />;
  const rows = due.data.occurrences;
  if (rows.length === 0) return <EmptyState>{`No due date from ${formatDate(tracking.trackingStart)} to ${formatDate(tracking.joinedOn)} is open.`}</EmptyState>;
  const all = rows.every((o) => selected.has(o.id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function mark(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (selected.size === 0) return setProblem(TRACKING_MESSAGES.noneSelected);
    setBusy(true);
    try {
      const answer = await trackingApi.markFiled({
        occurrenceIds: [...selected],
        ...(filedOn ? { filedOn } : {}),
        ...(acknowledgement.trim() ? { acknowledgement: acknowledgement.trim() } : {}),
      });
      toast.success(answer.message);
      setSelected(new Set());
      onMarked();
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={mark} aria-label="Filed before we joined" noValidate>
      {problem && <ErrorBanner role="alert">{problem}</ErrorBanner>}
      <label style={{ display: 'flex', gap: theme.space.xs, alignItems: 'center', fontWeight: 600 }}>
        <input type="checkbox" checked={all} onChange={() => setSelected(all ? new Set() : new Set(rows.map((o) => o.id)))} />
        {`Select all ${rows.length}`}
      </label>
      <ul aria-label="Past due dates" style={{ listStyle: 'none', padding: 0, margin: `${theme.space.xs} 0 ${theme.space.md}`, display: 'grid', gap: theme.space.xxs }}>
        {rows.map((o) => (
          <li key={o.id}>
            <label style={{ display: 'flex', gap: theme.space.xs, alignItems: 'baseline' }}>
              <input type="checkbox" checked={selected.has(o.id)} onChange={() => toggle(o.id)} />
              {`Due ${formatDate(o.dueDate)}: ${o.title}, ${o.period}`}
            </label>
          </li>
        ))}
      </ul>
      <Field>
        <label htmlFor="before-joining-date">Filing date (optional)</label>
        <DateInput id="before-joining-date" value={filedOn} max={indiaToday()} tooLateMessage={TRACKING_MESSAGES.filedOnFuture} onChange={setFiledOn} />
      </Field>
      <Field>
        <label htmlFor="before-joining-ack">Acknowledgement / SRN / ARN number (optional)</label>
        <input id="before-joining-ack" value={acknowledgement} maxLength={100} onChange={(e) => setAcknowledgement(e.target.value)} />
      </Field>
      <Button type="submit" disabled={busy}>
        {`Mark ${selected.size} as filed before we joined`}
      </Button>
    </form>
  );
}

/** Day one for the admin: how far back to track, and what was filed before the company joined. */
export default function TrackingStartPage() {
  const tracking = useAsync((signal) => trackingApi.load(signal), []);
  return (
    <Stack>
      <PageTitle>Tracking start</PageTitle>
      {tracking.error ? (
        <ErrorState message={tracking.error} onRetry={tracking.reload} />
      ) : !tracking.data ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <Card aria-labelledby="tracking-title">
            <h2 id="tracking-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>
              How far back to track
            </h2>
            <TrackingChoiceForm key={tracking.data.choice} tracking={tracking.data} onSaved={tracking.reload} />
          </Card>
          <Card aria-labelledby="before-joining-title">
            <h2 id="before-joining-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>
              Filed before we joined
            </h2>
            <p style={{ marginTop: 0 }}>
              {`Due dates up to the day you joined (${formatDate(tracking.data.joinedOn)}) that you filed outside the product. Marked ones read "${TRACKING_MESSAGES.recordedAfterTheFact}" and are not scored as on time or late.`}
            </p>
            {/* A list per tracking start: a newly saved start brings a fresh list and no ticks carried over from the old one. */}
            <FiledBeforeJoining key={`${tracking.data.trackingStart}|${tracking.data.pastDue}`} tracking={tracking.data} onMarked={tracking.reload} />
          </Card>
          <p>
            <Link to={pagePath('admin', 'commandCentre')}>Open the command centre</Link>
          </p>
        </>
      )}
    </Stack>
  );
}
