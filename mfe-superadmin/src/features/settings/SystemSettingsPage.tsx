import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, space, theme } from 'shared-ui';
import { BillingProfileForm } from './BillingProfileForm';
import { ContactInbox } from './ContactInbox';
import { PlatformSettingsForm } from './PlatformSettingsForm';
import { PublishUpdateForm } from './PublishUpdateForm';

const Columns = styled.div`
  display: grid;
  gap: ${space('md')};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
`;

export default function SystemSettingsPage() {
  return (
    <>
      <PageTitle>System Settings</PageTitle>
      <p>
        <Link to="/super-admin/outbox">E-mail outbox</Link> (every e-mail the platform sent or kept)
      </p>
      <p>
        <Link to="/super-admin/content">Content releases</Link> (publish a corrected law library without a deployment)
      </p>
      <Columns>
        <div style={{ display: 'grid', gap: theme.space.md }}>
          <PlatformSettingsForm />
          <BillingProfileForm />
          <ContactInbox />
        </div>
        <PublishUpdateForm />
      </Columns>
    </>
  );
}
