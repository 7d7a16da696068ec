import { PageTitle } from 'shared-ui';

export default function OverviewPage() {
  return <PageTitle>Dashboard Overview</PageTitle>;
}
