import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Logging out asks 'Are you sure you want to log out?', then signs out and goes home. The button's
 * text is the area's own (the admin's header says "Logout", the maker's and checker's menu "Log Out").
 */
export function LogoutButton({ label, small = false }: { label: string; small?: boolean }) {
  const logout = useAuthSelector((s) => s.logout);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" $small={small} onClick={() => setAsking(true)}>
        {label}
      </Button>
      {asking && (
        <ConfirmDialog
          title="Log out"
          message="Are you sure you want to log out?"
          confirmLabel="Log out"
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            setBusy(true);
            await logout();
            navigate('/', { replace: true });
          }}
        />
      )}
    </>
  );
}
