import styled from 'styled-components';
import { Button } from './Button';
import { space } from '../spacing';

const Box = styled.div`
  padding: ${space('xl', 'md')};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const SpinnerCircle = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite">
      <SpinnerCircle aria-hidden="true" />
      <div>{label}</div>
    </Box>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <Box>{children}</Box>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Box>
  );
}
