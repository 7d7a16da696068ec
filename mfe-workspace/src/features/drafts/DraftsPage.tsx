import { AsyncContent, Card, PageTitle, useAsync } from 'shared-ui';
import { assessmentsApi } from '../../common/api';
import type { AssessmentProgress } from '../../common/types';
import { useWorkspaceRole } from '../../common/useRole';
import { AssessmentList } from '../../common/AssessmentList';

/** /maker/drafts (a placeholder in the specification): the assessments started and not finished. */
export default function DraftsPage() {
  const role = useWorkspaceRole();
  const progress = useAsync(
    (signal) => assessmentsApi.progress(signal).then((r) => Object.values(r.progress).filter((p): p is AssessmentProgress => p !== null && p.status === 'in-progress')),
    [],
  );
  return (
    <div>
      <PageTitle>Drafts</PageTitle>
      <p>Assessments you or your colleagues have started and not yet completed.</p>
      <Card>
        <AsyncContent state={progress} loadingLabel="Loading drafts..." isEmpty={(items) => items.length === 0} empty="No drafts: no assessment is in progress.">
          {(items) => <AssessmentList items={items} role={role} />}
        </AsyncContent>
      </Card>
    </div>
  );
}
