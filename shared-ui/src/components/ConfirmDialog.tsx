import { Button } from './Button';
import { Modal } from './Modal';
import { theme } from '../theme';

/** Accessible replacement for window.confirm(): keeps the question's exact text. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{message}</p>
      <div style={{ display: 'flex', gap: theme.space.xs, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
