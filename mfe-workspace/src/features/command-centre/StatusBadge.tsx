import type { OccurrenceStatus } from 'shared-contracts';
import { STATUS_COLOURS, statusLabel } from './statusStyle';

export function StatusBadge({ status }: { status: OccurrenceStatus }) {
  return (
    <span style={{ ...STATUS_COLOURS[status], borderRadius: 999, padding: '0.1rem 0.5rem', fontSize: '0.8rem', fontWeight: 600, whiteSpace: 'nowrap' }}>
      {statusLabel(status)}
    </span>
  );
}
