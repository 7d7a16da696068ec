import { useSearchParams } from 'react-router-dom';
import { Card, ErrorState, PageTitle, useTeam } from 'shared-ui';
import { TASK_STATUSES, type TaskListQuery, type TaskStatus } from '../../common/types';
import { TaskTable } from './TaskTable';

/** /admin/tasks: every task of the company, filterable; ?assignedTo= and ?status= preselect filters (header search links here). */
export default function TasksPage() {
  const [params] = useSearchParams();
  // The filter finds a suspended person's tasks too (the header search links here with their id).
  const assignees = useTeam({ withSuspended: true });
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
