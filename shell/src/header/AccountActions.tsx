import { authModalStore, useAuthSelector } from 'shared-auth';
import { dashboardPathForRole, type PublicUser } from 'shared-contracts';
import { Button } from 'shared-ui/first-paint';
import { Account, Avatar, DashboardLink, Who } from './headerStyles';

/** The avatar's initial: the first letter of the first name, else of the e-mail. */
export function initialOf(user: Pick<PublicUser, 'firstName' | 'email'>): string {
  const source = user.firstName?.trim() || user.email || '?';
  return source.charAt(0).toUpperCase();
}

export const fullNameOf = (user: Pick<PublicUser, 'firstName' | 'lastName'>) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

/** Sign In / Sign Up when signed out; avatar, name, Dashboard and Logout when signed in. */
export function AccountActions({ stacked, onNavigate, onLogout }: { stacked?: boolean; onNavigate?: () => void; onLogout: () => void }) {
  const status = useAuthSelector((s) => s.status);
  const user = useAuthSelector((s) => s.user);
  // While the stored session is being checked, show neither state (no flicker).
  if (status === 'loading') return null;
  if (!user) {
    return (
      <Account $stacked={stacked}>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            onNavigate?.();
            authModalStore.getState().openLogin();
          }}
        >
          Sign In
        </Button>
        <Button
          type="button"
          onClick={() => {
            onNavigate?.();
            authModalStore.getState().openRegister();
          }}
        >
          Sign Up
        </Button>
      </Account>
    );
  }
  const name = fullNameOf(user);
  return (
    <Account $stacked={stacked}>
      <Who>
        <Avatar aria-hidden="true">{initialOf(user)}</Avatar>
        <span>{name || user.email}</span>
      </Who>
      <DashboardLink to={dashboardPathForRole(user.role)} onClick={onNavigate}>
        Dashboard
      </DashboardLink>
      <DashboardLink to="/account/security" onClick={onNavigate}>
        Security
      </DashboardLink>
      <Button type="button" $variant="ghost" onClick={onLogout}>
        Logout
      </Button>
    </Account>
  );
}
