import { TaskBoard } from './TaskBoard';

/** /checker/reviewed: the checker's completed tasks (a placeholder in the specification). */
export default function ReviewedPage() {
  return <TaskBoard title="Reviewed" intro="Tasks you have completed." only="completed" />;
}
