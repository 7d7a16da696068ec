import { WorkspaceLayout } from './WorkspaceLayout';

export default function MakerLayout() {
  return <WorkspaceLayout role="maker" />;
}
