import type { DocumentRecord } from 'shared-contracts';
import { DecisionDialog } from '../sign-off/DecisionDialog';
import { reviewDocument } from './documentsApi';

interface Props {
  doc: DocumentRecord;
  decision: 'approved' | 'rejected';
  onClose: () => void;
  onReviewed: (doc: DocumentRecord) => void;
}

/** Approve or reject a pending document with a comment (a reason is required to reject). */
export function ReviewModal({ doc, decision, onClose, onReviewed }: Props) {
  const approving = decision === 'approved';
  return (
    <DecisionDialog
      title={approving ? `Approve "${doc.name}"` : `Reject "${doc.name}"`}
      approving={approving}
      fieldId="review-comment"
      commentLabel={approving ? 'Comment (optional)' : 'Reason for rejection'}
      maxLength={1000}
      submitLabel={approving ? 'Approve' : 'Reject'}
      reasonMissing="Please give a reason for rejecting the document"
      onDecide={async (comment) => onReviewed((await reviewDocument(doc.id, { decision, comment })).document)}
      onClose={onClose}
    />
  );
}
