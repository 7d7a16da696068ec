import { Link } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { AsyncContent, Card, CardGrid, PageTitle, TaskFigures, WorkFigures, useAsync, formatDate, space } from 'shared-ui';
import styled from 'styled-components';
import { AssessmentList } from '../../common/AssessmentList';
import { assessmentsApi } from '../../common/api';
import { TASK_STATUS_LABELS, personName, type AssessmentProgress } from '../../common/types';
import { useWorkspaceRole } from '../../common/useRole';
import { countTasks } from '../tasks/taskCounts';
import { tasksApi } from '../tasks/tasksApi';

// The next-due list: compact, each task's detail muted.
const Grid = styled(CardGrid)`
  & ul.due {
    margin: 0;
    padding-left: 1.1rem;
  }
  & ul.due li {
    margin: ${space('xxs', 0)};
  }
  /* The task's details on a line of their own: a date was split over two lines ('due 28' / 'Nov 2026'). */
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** /maker and /checker: built from the user's own tasks and the company's assessments (static cards in the specification). */
export default function WorkspaceDashboardPage() {
  const role = useWorkspaceRole();
  const user = useAuthSelector((s) => s.user);
  const tasks = useAsync((signal) => tasksApi.myTasks(signal).then((r) => r.tasks), []);
  const assessments = useAsync((signal) => assessmentsApi.progress(signal).then((r) => Object.values(r.progress).filter((p): p is AssessmentProgress => p !== null)), []);
  const taskPage = role === 'maker' ? 'my-tasks' : 'pending-review';
  const counts = countTasks(tasks.data ?? []);
  const nextDue = (tasks.data ?? [])
    .filter((t) => t.status !== 'completed')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
    .slice(0, 5);

  return (
    <div>
      <PageTitle>{user ? `Welcome, ${user.firstName}` : 'Dashboard'}</PageTitle>
      <WorkFigures />
      {tasks.data && <TaskFigures counts={counts} label="Your task counts" />}
      <Grid>
        <Card aria-labelledby="next-due-title">
          <h2 id="next-due-title">Next due</h2>
          <AsyncContent state={tasks} loadingLabel="Loading tasks..." isEmpty={() => nextDue.length === 0} empty="No tasks found">
            {() => (
              <ul className="due" aria-label="Next due tasks">
                {nextDue.map((t) => (
                  <li key={t._id}>
                    {t.description}{' '}
                    <small>
                      due {formatDate(t.dueDate)} · {TASK_STATUS_LABELS[t.status]}
                      {t.overdue ? ' · overdue' : ''} · {t.filing?.fromCalendar ? 'from the statutory calendar' : `from ${personName(t.assignedBy)}`}
                    </small>
                  </li>
                ))}
              </ul>
            )}
          </AsyncContent>
          <p style={{ marginBottom: 0 }}>
            <Link to={`/${role}/${taskPage}`}>{role === 'maker' ? 'Go to My Tasks' : 'Go to Pending Review'}</Link>
          </p>
        </Card>
        <Card aria-labelledby="assessments-title">
          <h2 id="assessments-title">Assessments</h2>
          <AsyncContent state={assessments} loadingLabel="Loading assessments..." isEmpty={(items) => items.length === 0} empty="No assessments available.">
            {(items) => <AssessmentList items={items} role={role} />}
          </AsyncContent>
        </Card>
      </Grid>
    </div>
  );
}
