import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { Button, ConfirmDialog } from 'shared-ui';

/** Spec 000 section 2: logout asks 'Are you sure you want to log out?', then signs out and goes home. */
export function LogoutButton() {
  const logout = useAuthSelector((s) => s.logout);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" $small onClick={() => setAsking(true)}>
        Logout
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
