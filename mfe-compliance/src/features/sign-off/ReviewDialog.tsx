import type { AssessmentKindId } from 'shared-contracts';
import { toast } from 'shared-ui';
import { DecisionDialog } from './DecisionDialog';
import { reviewAssessment, reviewFiling, reviewTask } from './signOffApi';

export type ReviewTarget =
  | { type: 'assessment'; kind: AssessmentKindId; title: string; scope?: string; period?: string | null }
  | { type: 'task'; id: string; title: string }
  | { type: 'filing'; id: string; title: string };

interface Props {
  target: ReviewTarget;
  decision: 'approved' | 'returned';
  onClose: () => void;
  onReviewed: () => void;
  /** From the server: an approval by this reviewer needs the password again (no authenticator). */
  approvalNeedsPassword?: boolean;
}

/** Approve (comment optional) or return for rework (comment required) an assessment, a task or a filing. */
export function ReviewDialog({ target, decision, onClose, onReviewed, approvalNeedsPassword = false }: Props) {
  async function decide(comment: string, password?: string) {
    const answer =
      target.type === 'assessment'
        ? await reviewAssessment(target.kind, decision, comment, { scope: target.scope, period: target.period }, password)
        : target.type === 'filing'
          ? await reviewFiling(target.id, decision, comment, password)
          : await reviewTask(target.id, decision, comment, password);
    toast.success(answer.message);
    onReviewed();
  }
  return (
    <DecisionDialog
      decision={decision === 'approved' ? 'approve-work' : 'return-work'}
      subject={target.title}
      onDecide={decide}
      onClose={onClose}
      askPassword={decision === 'approved' && approvalNeedsPassword}
    />
  );
}
