import { UserManagementPage } from './UserManagementPage';

export default function CheckerPanelPage() {
  return <UserManagementPage role="checker" />;
}
