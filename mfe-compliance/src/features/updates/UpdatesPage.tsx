import { PageTitle } from 'shared-ui';

export default function UpdatesPage() {
  return <PageTitle>Compliance Updates</PageTitle>;
}
