import { useId, useState, type FormEvent } from 'react';
import { ReviewDocumentRequestSchema } from 'shared-contracts';
import { Button, ErrorBanner, Field, Modal, useAction } from 'shared-ui';

/** How one decision reads: its title (about what is reviewed), the comment's label, the button; a refusal needs a reason. */
interface Wording {
  title: (subject: string) => string;
  label: string;
  button: string;
  /** Refusals only: said when the reason is missing. */
  missing?: string;
}

/** The reviewer's decisions, in one place: a document's approval or rejection, an assessment's or task's sign-off or return. */
export const DECISIONS = {
  'approve-document': { title: (name) => `Approve "${name}"`, label: 'Comment (optional)', button: 'Approve' },
  'reject-document': { title: (name) => `Reject "${name}"`, label: 'Reason for rejection', button: 'Reject', missing: 'Please give a reason for rejecting the document' },
  'approve-work': { title: (title) => `Approve "${title}"`, label: 'Comment (optional)', button: 'Approve' },
  'return-work': {
    title: (title) => `Return "${title}" for rework`,
    label: 'What must be reworked',
    button: 'Return',
    missing: 'Please say what must be reworked',
  },
} satisfies Record<string, Wording>;

export type Decision = keyof typeof DECISIONS;

/** The longest comment the server keeps: a document review note, an assessment or task sign-off comment. */
// A document's comment is bounded by its payload schema; a reviewer's comment on work by the sign-off rule (2,000).
const DOCUMENT_COMMENT = ReviewDocumentRequestSchema.properties.comment.maxLength ?? 1000;
const COMMENT_LIMIT: Record<Decision, number> = { 'approve-document': DOCUMENT_COMMENT, 'reject-document': DOCUMENT_COMMENT, 'approve-work': 2000, 'return-work': 2000 };

/**
 * The reviewer's decision on a document, an assessment or a task: a comment (required to refuse), then one button.
 * `onDecide` sends it; a failure's message is shown and the dialog stays open.
 */
export function DecisionDialog({
  decision,
  subject,
  onDecide,
  onClose,
  askPassword = false,
}: {
  decision: Decision;
  subject: string;
  onDecide: (comment: string, password?: string) => Promise<void>;
  onClose: () => void;
  /** Step-up: the reviewer signs in without two-step verification, so an approval asks for the password again. */
  askPassword?: boolean;
}) {
  const wording: Wording = DECISIONS[decision];
  const fieldId = useId();
  const passwordId = useId();
  const [comment, setComment] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useAction({ errorShown: 'inline' });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (wording.missing && !comment.trim()) {
      setError(wording.missing);
      return;
    }
    if (askPassword && password === '') {
      setError('Please enter your password to confirm');
      return;
    }
    await run(() => (askPassword ? onDecide(comment.trim(), password) : onDecide(comment.trim())));
  }

  return (
    <Modal title={wording.title(subject)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor={fieldId}>{wording.label}</label>
          <textarea id={fieldId} rows={3} maxLength={COMMENT_LIMIT[decision]} value={comment} onChange={(e) => setComment(e.target.value)} />
        </Field>
        {askPassword && (
          <Field>
            <label htmlFor={passwordId}>Your password (you sign in without two-step verification)</label>
            <input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
        )}
        <Button type="submit" $variant={wording.missing ? 'danger' : 'primary'} disabled={busy}>
          {wording.button}
        </Button>
      </form>
    </Modal>
  );
}
