import styled from 'styled-components';
import { VERIFICATION_LABELS, verificationText, type ItemVerification } from 'shared-contracts';

// How the item's law was established (official page, corroborated by independent sources, or unverified), so a
// user can weigh it before relying on the wording.

const Line = styled.small<{ $status: ItemVerification['status'] }>`
  display: block;
  color: ${({ $status, theme }) => ({ official: theme.tints.success.color, corroborated: theme.colors.primaryDark, unverified: theme.tints.warning.color })[$status]};
`;

export function VerificationNote({ verification }: { verification?: ItemVerification }) {
  if (!verification) return null;
  return (
    <Line $status={verification.status} title={verificationText(verification)}>
      Evidence: {VERIFICATION_LABELS[verification.status]}
      {verification.status === 'unverified' && verification.note ? ` (${verification.note})` : ''}
      {verification.status !== 'unverified' && verification.sources.length > 0 ? ` (${verification.sources.map((s) => s.publisher).join(', ')})` : ''}
    </Line>
  );
}
