import { useWorkspaceRole } from '../../common/useRole';
import { FilingsAwaitingReview } from './FilingsAwaitingReview';
import { TaskBoard } from './TaskBoard';

/**
 * /checker/pending-review: the same task list as My Tasks (docs/specifications.md, A §6).
 * /maker/pending-review: the maker's completed work, the part a checker looks at (see docs/decisions/0005-admin-console-and-maker-checker-workspace-mfe.md).
 */
export default function PendingReviewPage() {
  const role = useWorkspaceRole();
  if (role === 'checker')
    return (
      <>
        <TaskBoard title="Pending Review" />
        <FilingsAwaitingReview />
      </>
    );
  return <TaskBoard title="Pending Review" intro="Tasks you have completed, ready for review." only="completed" />;
}
