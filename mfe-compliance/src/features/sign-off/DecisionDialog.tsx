import { useState, type FormEvent } from 'react';
import { Button, ErrorBanner, Field, Modal } from 'shared-ui';

export interface DecisionDialogProps {
  title: string;
  /** Approving: the comment is optional and the button is the primary one; refusing: a reason is required. */
  approving: boolean;
  fieldId: string;
  commentLabel: string;
  maxLength: number;
  submitLabel: string;
  /** Said when a refusal is sent without its reason. */
  reasonMissing: string;
  /** Sends the decision; a failure's message is shown in the dialog, which stays open. */
  onDecide: (comment: string) => Promise<void>;
  onClose: () => void;
}

/** The reviewer's decision on a document, an assessment or a task: a comment, required to refuse, then one button. */
export function DecisionDialog({ title, approving, fieldId, commentLabel, maxLength, submitLabel, reasonMissing, onDecide, onClose }: DecisionDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!approving && !comment.trim()) {
      setError(reasonMissing);
      return;
    }
    setBusy(true);
    try {
      await onDecide(comment.trim());
    } catch (err) {
      setError(err instanceof Error ? err.message : 'An error occurred');
      setBusy(false);
    }
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor={fieldId}>{commentLabel}</label>
          <textarea id={fieldId} rows={3} maxLength={maxLength} value={comment} onChange={(e) => setComment(e.target.value)} />
        </Field>
        <Button type="submit" $variant={approving ? 'primary' : 'danger'} disabled={busy}>
          {submitLabel}
        </Button>
      </form>
    </Modal>
  );
}
