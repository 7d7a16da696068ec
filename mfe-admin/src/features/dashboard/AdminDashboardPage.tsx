import { PageTitle } from 'shared-ui';

export default function AdminDashboardPage() {
  return <PageTitle>Dashboard</PageTitle>;
}
