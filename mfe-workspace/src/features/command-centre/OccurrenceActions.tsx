import { useState, type FormEvent } from 'react';
import { APPROVAL_NEEDS_PASSWORD_MESSAGE, OCCURRENCE_CLOSED_STATUSES, OCCURRENCE_MESSAGES, type CalendarEntry, type PublicUser } from 'shared-contracts';
import { ActionMenu, Button, DateInput, ErrorBanner, Field, Modal, formatDate, toast, theme } from 'shared-ui';
import { commandCentreApi } from './commandCentreApi';
import { indiaToday } from './filters';
import { ReceiptField, type ReceiptChoice } from './ReceiptField';
import { ChoiceGroup, Toolbar } from '../../common/layout';

type Dialog = 'filing' | 'approve' | 'return' | 'not-applicable' | 'reinstate';

/** Which actions the signed-in user may take on the occurrence (the server decides again). */
export function actionsFor(o: CalendarEntry, me: PublicUser): Array<'start' | Dialog> {
  const isAdmin = me.role === 'admin';
  const owns = o.owner?.id === me.id || isAdmin;
  const checks = o.checker ? o.checker.id === me.id || isAdmin : me.role === 'checker' || isAdmin;
  const out: Array<'start' | Dialog> = [];
  if (owns && (o.status === 'upcoming' || o.status === 'overdue')) out.push('start');
  if (owns && ['upcoming', 'in_progress', 'overdue'].includes(o.status)) out.push('filing');
  // Never self-approval: whoever recorded the filing does not sign it off.
  if (checks && o.status === 'awaiting_sign_off' && o.filing?.recordedBy.id !== me.id) out.push('approve', 'return');
  if (isAdmin && !OCCURRENCE_CLOSED_STATUSES.includes(o.status) && o.status !== 'awaiting_sign_off') out.push('not-applicable');
  if (isAdmin && o.status === 'not_applicable') out.push('reinstate');
  return out;
}

/** Why a reviewer sees no Approve on a filing awaiting sign-off (segregation of duties), or null. */
export function approvalBlockedReason(o: CalendarEntry, me: PublicUser): string | null {
  if (o.status !== 'awaiting_sign_off' || o.filing?.recordedBy.id !== me.id) return null;
  return me.role === 'admin' || o.checker?.id === me.id ? OCCURRENCE_MESSAGES.selfApproval : null;
}

const LABELS: Record<'start' | Dialog, string> = {
  start: 'Start',
  filing: 'Record filing',
  approve: 'Approve',
  return: 'Return',
  'not-applicable': 'Mark not applicable',
  reinstate: 'Reinstate',
};

/**
 * What the signed-in user may do with the due date, each opening its form; the answer's message is shown and the screen
 * reloads. In a list (`onOpen` given) the actions are one menu per row ending with "Open", the due date opened on its own
 * (docs/decisions/0200-one-actions-menu-per-row.md); the opened item shows them as buttons.
 */
export function OccurrenceActions({ occurrence, me, onDone, onOpen }: { occurrence: CalendarEntry; me: PublicUser; onDone: () => void; onOpen?: () => void }) {
  const [open, setOpen] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${occurrence.title}, ${occurrence.period}`;
  const blocked = approvalBlockedReason(occurrence, me);

  async function start() {
    setBusy(true);
    try {
      toast.success((await commandCentreApi.start(occurrence.id)).message);
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const allowed = actionsFor(occurrence, me);
  const choose = (a: 'start' | Dialog) => (a === 'start' ? void start() : setOpen(a));
  const dialog = open && (
    <Modal title={`${LABELS[open]}: ${name}`} onClose={() => setOpen(null)}>
      <ActionForm
        kind={open}
        occurrence={occurrence}
        onDone={() => {
          setOpen(null);
          onDone();
        }}
      />
    </Modal>
  );

  if (onOpen)
    return (
      <div>
        <ActionMenu
          name={name}
          disabled={busy}
          actions={[...allowed.map((a) => ({ label: LABELS[a], onSelect: () => choose(a) })), { label: 'Open', onSelect: onOpen }]}
        />
        {blocked && <small style={{ display: 'block', marginTop: theme.space.xxs }}>{blocked}</small>}
        {dialog}
      </div>
    );
  return (
    <Toolbar $gap="xxs">
      {allowed.map((a) => (
        <Button
          key={a}
          type="button"
          $small
          $variant={a === 'approve' || a === 'filing' ? 'primary' : 'secondary'}
          disabled={busy}
          aria-label={`${LABELS[a]}: ${name}`}
          onClick={() => choose(a)}
        >
          {LABELS[a]}
        </Button>
      ))}
      {blocked && <small style={{ flexBasis: '100%' }}>{blocked}</small>}
      {dialog}
    </Toolbar>
  );
}

/** "Record filing" from elsewhere (My Tasks): the due date is read, then the same form as in the Command Centre. */
export function RecordFilingButton({ occurrenceId, label, onDone }: { occurrenceId: string; label: string; onDone: () => void }) {
  const [occurrence, setOccurrence] = useState<CalendarEntry | null>(null);
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      setOccurrence((await commandCentreApi.detail(occurrenceId)).occurrence);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button type="button" $small disabled={busy} aria-label={`Record filing: ${label}`} onClick={() => void open()}>
        Record filing
      </Button>
      {occurrence && (
        <Modal title={`Record filing: ${occurrence.title}, ${occurrence.period}`} onClose={() => setOccurrence(null)}>
          <ActionForm
            kind="filing"
            occurrence={occurrence}
            onDone={() => {
              setOccurrence(null);
              onDone();
            }}
          />
        </Modal>
      )}
    </>
  );
}

function ActionForm({ kind, occurrence, onDone }: { kind: Dialog; occurrence: CalendarEntry; onDone: () => void }) {
  const [filedOn, setFiledOn] = useState(indiaToday());
  const [acknowledgement, setAcknowledgement] = useState('');
  const [receipt, setReceipt] = useState<ReceiptChoice>({ kind: 'upload', file: null });
  const [text, setText] = useState('');
  // Not applicable: this due date only, or the whole obligation from a first due date on.
  const [wholeObligation, setWholeObligation] = useState(false);
  const [naFrom, setNaFrom] = useState(occurrence.dueDate);
  // Step-up: the server asks a checker without two-step verification for the password with an approval.
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const textLabel = kind === 'approve' ? 'Comment (optional)' : kind === 'return' ? 'What needs correcting' : kind === 'filing' ? 'Note (optional)' : 'Reason';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (kind === 'filing' && !filedOn) return setProblem('Enter the filing date');
    if (kind === 'filing' && !acknowledgement.trim()) return setProblem('Enter the acknowledgement / SRN / ARN number');
    if (kind === 'filing' && receipt.kind === 'upload' && !receipt.file) return setProblem('Attach the receipt (PDF, Word, Excel, PNG or JPG)');
    if (kind === 'filing' && receipt.kind === 'register' && !receipt.documentId) return setProblem('Choose the receipt from the register');
    if ((kind === 'return' || kind === 'not-applicable') && !text.trim()) return setProblem(kind === 'return' ? 'Say what needs correcting' : 'Give the reason');
    if (askPassword && password === '') return setProblem('Please enter your password to confirm');
    if (kind === 'not-applicable' && wholeObligation && !naFrom) return setProblem(OCCURRENCE_MESSAGES.obligationFromInvalid);
    setBusy(true);
    try {
      let answer;
      if (kind === 'filing') {
        // Uploaded in place (the server files it under the company's own type), or named from the register.
        const receiptDocumentId = receipt.kind === 'upload' ? (await commandCentreApi.uploadReceipt(occurrence.id, receipt.file!)).document.id : receipt.documentId;
        answer = await commandCentreApi.recordFiling(occurrence.id, {
          filedOn,
          acknowledgement: acknowledgement.trim(),
          receiptDocumentId,
          ...(text.trim() ? { note: text.trim() } : {}),
        });
      } else if (kind === 'approve')
        answer = await commandCentreApi.approve(occurrence.id, { ...(text.trim() ? { comment: text.trim() } : {}), ...(askPassword ? { password } : {}) });
      else if (kind === 'return') answer = await commandCentreApi.returnFiling(occurrence.id, { comment: text.trim() });
      else if (kind === 'not-applicable' && wholeObligation)
        answer = await commandCentreApi.obligationNotApplicable(occurrence.obligationId, { reason: text.trim(), from: naFrom });
      else if (kind === 'not-applicable') answer = await commandCentreApi.notApplicable(occurrence.id, { reason: text.trim() });
      else if (occurrence.notApplicableFrom) answer = await commandCentreApi.obligationReinstate(occurrence.obligationId, text.trim() ? { reason: text.trim() } : {});
      else answer = await commandCentreApi.reinstate(occurrence.id, text.trim() ? { reason: text.trim() } : {});
      toast.success(answer.message);
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      if (message === APPROVAL_NEEDS_PASSWORD_MESSAGE) setAskPassword(true);
      setProblem(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={LABELS[kind]}>
      <p
        style={{ marginTop: 0 }}
      >{`Due ${formatDate(occurrence.dueDate)}. Owner: ${occurrence.owner?.name ?? 'none'}; checker: ${occurrence.checker?.name ?? 'none'}.`}</p>
      {occurrence.filing && kind !== 'filing' && (
        <p>{`Filed on ${formatDate(occurrence.filing.filedOn)}, acknowledgement ${occurrence.filing.acknowledgement}, recorded by ${occurrence.filing.recordedBy.name}.`}</p>
      )}
      {problem && <ErrorBanner role="alert">{problem}</ErrorBanner>}
      {kind === 'filing' && (
        <>
          <Field>
            <label htmlFor="filing-date">Filing date</label>
            <DateInput id="filing-date" value={filedOn} max={indiaToday()} tooLateMessage={OCCURRENCE_MESSAGES.filedOnFuture} onChange={setFiledOn} />
          </Field>
          <Field>
            <label htmlFor="filing-ack">Acknowledgement / SRN / ARN number</label>
            <input id="filing-ack" value={acknowledgement} maxLength={100} onChange={(e) => setAcknowledgement(e.target.value)} />
          </Field>
          <ReceiptField value={receipt} onChange={setReceipt} />
        </>
      )}
      {kind === 'not-applicable' && (
        <ChoiceGroup>
          <legend>What does not apply</legend>
          <label style={{ display: 'block' }}>
            <input type="radio" name="na-scope" checked={!wholeObligation} onChange={() => setWholeObligation(false)} /> Only this due date
          </label>
          <label style={{ display: 'block' }}>
            <input type="radio" name="na-scope" checked={wholeObligation} onChange={() => setWholeObligation(true)} /> Every due date of this obligation from a date on
          </label>
          {wholeObligation && (
            <Field>
              <label htmlFor="na-from">First due date it does not apply to</label>
              <DateInput id="na-from" value={naFrom} onChange={setNaFrom} />
            </Field>
          )}
        </ChoiceGroup>
      )}
      {kind === 'reinstate' && occurrence.notApplicableFrom && (
        <p>{`Not applicable for the whole obligation from ${formatDate(occurrence.notApplicableFrom)}: reinstating makes each of those due dates apply again.`}</p>
      )}
      {kind !== 'reinstate' && (
        <Field>
          <label htmlFor="action-text">{textLabel}</label>
          <textarea id="action-text" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
      )}
      {askPassword && (
        <Field>
          <label htmlFor="action-password">Your password (you sign in without two-step verification)</label>
          <input id="action-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : LABELS[kind]}
      </Button>
    </form>
  );
}
