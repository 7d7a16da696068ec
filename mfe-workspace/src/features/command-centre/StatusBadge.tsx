import type { OccurrenceStatus } from 'shared-contracts';
import styled from 'styled-components';
import { STATUS_TINTS, statusLabel } from './statusStyle';

const Badge = styled.span<{ $status: OccurrenceStatus }>`
  background: ${({ theme, $status }) => theme.tints[STATUS_TINTS[$status]].background};
  color: ${({ theme, $status }) => theme.tints[STATUS_TINTS[$status]].color};
  border-radius: 999px;
  padding: 0.1rem ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.label};
  font-weight: 600;
  white-space: nowrap;
`;

export function StatusBadge({ status }: { status: OccurrenceStatus }) {
  return <Badge $status={status}>{statusLabel(status)}</Badge>;
}
