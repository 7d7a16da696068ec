import { WorkspaceLayout } from './WorkspaceLayout';

export default function CheckerLayout() {
  return <WorkspaceLayout role="checker" />;
}
