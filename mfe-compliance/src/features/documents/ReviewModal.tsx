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
  const decide = async (comment: string) => onReviewed((await reviewDocument(doc.id, { decision, comment })).document);
  return <DecisionDialog decision={decision === 'approved' ? 'approve-document' : 'reject-document'} subject={doc.name} onDecide={decide} onClose={onClose} />;
}
