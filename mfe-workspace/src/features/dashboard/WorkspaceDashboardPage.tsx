import { PageTitle } from 'shared-ui';

export default function WorkspaceDashboardPage() {
  return <PageTitle>Dashboard</PageTitle>;
}
