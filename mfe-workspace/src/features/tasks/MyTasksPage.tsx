import { TaskBoard } from './TaskBoard';

/** /maker/my-tasks */
export default function MyTasksPage() {
  return <TaskBoard title="My Tasks" />;
}
