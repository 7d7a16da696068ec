import { useState, type FormEvent } from 'react';
import { ReviewDocumentRequestSchema, type DocumentRecord } from 'shared-contracts';
import { Button, ErrorBanner, Field, Modal } from 'shared-ui';
import { reviewDocument } from './documentsApi';

interface Props {
  doc: DocumentRecord;
  decision: 'approved' | 'rejected';
  onClose: () => void;
  onReviewed: (doc: DocumentRecord) => void;
}

/** Approve or reject a pending document with a comment (a reason is required to reject). */
export function ReviewModal({ doc, decision, onClose, onReviewed }: Props) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approving = decision === 'approved';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!approving && !comment.trim()) {
      setError('Please give a reason for rejecting the document');
      return;
    }
    setBusy(true);
    try {
      const result = await reviewDocument(doc.id, { decision, comment: comment.trim() });
      onReviewed(result.document);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'An error occurred');
      setBusy(false);
    }
  }

  return (
    <Modal title={approving ? `Approve "${doc.name}"` : `Reject "${doc.name}"`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor="review-comment">{approving ? 'Comment (optional)' : 'Reason for rejection'}</label>
          <textarea
            id="review-comment"
            rows={3}
            maxLength={ReviewDocumentRequestSchema.properties.comment.maxLength}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Field>
        <Button type="submit" $variant={approving ? 'primary' : 'danger'} disabled={busy}>
          {approving ? 'Approve' : 'Reject'}
        </Button>
      </form>
    </Modal>
  );
}
