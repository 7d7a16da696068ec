import styled from 'styled-components';
import { PageTitle } from 'shared-ui';
import { ContactInbox } from './ContactInbox';
import { PlatformSettingsForm } from './PlatformSettingsForm';
import { PublishUpdateForm } from './PublishUpdateForm';

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
`;

export default function SystemSettingsPage() {
  return (
    <>
      <PageTitle>System Settings</PageTitle>
      <Columns>
        <div style={{ display: 'grid', gap: '1rem' }}>
          <PlatformSettingsForm />
          <ContactInbox />
        </div>
        <PublishUpdateForm />
      </Columns>
    </>
  );
}
