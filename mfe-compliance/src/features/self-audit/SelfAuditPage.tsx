import { PageTitle } from 'shared-ui';

// Placeholder until the issue that owns this page fills it.
export default function Page() {
  return <PageTitle>Self Audit</PageTitle>;
}
