import { useSearchParams } from 'react-router-dom';
import { Card, ErrorState, PageTitle, useAsync } from 'shared-ui';
import { TASK_STATUSES, type TaskListQuery, type TaskStatus } from '../../common/types';
import { TaskTable } from './TaskTable';
import { loadAssignees } from './tasksApi';

/** /admin/tasks: every task of the company, filterable; ?assignedTo= and ?status= preselect filters (header search links here). */
export default function TasksPage() {
  const [params] = useSearchParams();
  const assignees = useAsync((signal) => loadAssignees(signal), []);
  const status = params.get('status');
  const initial: TaskListQuery = {
    assignedTo: params.get('assignedTo') ?? undefined,
    status: TASK_STATUSES.includes(status as TaskStatus) ? (status as TaskStatus) : undefined,
    overdue: params.get('overdue') === 'true' || undefined,
  };
  return (
    <div>
      <PageTitle>Tasks</PageTitle>
      <Card>
        {assignees.error && <ErrorState message={assignees.error} onRetry={assignees.reload} />}
        <TaskTable key={params.toString()} assignees={assignees.data ?? []} refreshKey={0} pageSize={25} initialFilters={initial} />
      </Card>
    </div>
  );
}
