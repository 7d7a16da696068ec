import { useState } from 'react';
import { Button, Modal, theme } from 'shared-ui/first-paint';

/** The specification's confirm('Are you sure you want to log out?') as an accessible dialog (docs/specifications.md, A §2 "Role areas"). */
export function LogoutConfirm({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title="Log out" onClose={onCancel}>
      <p>Are you sure you want to log out?</p>
      <div style={{ display: 'flex', gap: theme.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="button"
          $variant="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
          }}
        >
          {busy ? 'Logging out...' : 'Log out'}
        </Button>
      </div>
    </Modal>
  );
}
