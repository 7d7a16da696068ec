import { UserManagementPage } from './UserManagementPage';

export default function MakerPanelPage() {
  return <UserManagementPage role="maker" />;
}
