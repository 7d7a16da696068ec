import { SIGN_OFF_STATUS_LABELS } from 'shared-contracts';
import type { Task } from '../../common/types';

/** The review's outcome as one term of a task's facts list (the card and the details say it alike); none when unreviewed. */
export function TaskReviewFact({ review }: Pick<Task, 'review'>) {
  if (!review?.status) return null;
  return (
    <>
      <dt>Review</dt>
      <dd>
        {SIGN_OFF_STATUS_LABELS[review.status]}
        {review.comment && `: ${review.comment}`}
      </dd>
    </>
  );
}
