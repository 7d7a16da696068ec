import { useState, type FormEvent } from 'react';
import type { AssessmentKindId } from 'shared-contracts';
import { Button, ErrorBanner, Field, Modal, toast } from 'shared-ui';
import { reviewAssessment, reviewTask } from './signOffApi';

export type ReviewTarget =
  { type: 'assessment'; kind: AssessmentKindId; title: string; scope?: string; period?: string | null } | { type: 'task'; id: string; title: string };

interface Props {
  target: ReviewTarget;
  decision: 'approved' | 'returned';
  onClose: () => void;
  onReviewed: () => void;
}

/** Approve (comment optional) or return for rework (comment required) an assessment or a task. */
export function ReviewDialog({ target, decision, onClose, onReviewed }: Props) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approving = decision === 'approved';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!approving && !comment.trim()) {
      setError('Please say what must be reworked');
      return;
    }
    setBusy(true);
    try {
      const answer =
        target.type === 'assessment'
          ? await reviewAssessment(target.kind, decision, comment.trim(), { scope: target.scope, period: target.period })
          : await reviewTask(target.id, decision, comment.trim());
      toast.success(answer.message);
      onReviewed();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'An error occurred');
      setBusy(false);
    }
  }

  return (
    <Modal title={approving ? `Approve "${target.title}"` : `Return "${target.title}" for rework`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor="sign-off-comment">{approving ? 'Comment (optional)' : 'What must be reworked'}</label>
          <textarea id="sign-off-comment" rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
        </Field>
        <Button type="submit" $variant={approving ? 'primary' : 'danger'} disabled={busy}>
          {approving ? 'Confirm Approval' : 'Return for Rework'}
        </Button>
      </form>
    </Modal>
  );
}
