import styled from 'styled-components';
import { useStore } from 'zustand';
import { toastStore } from './toastStore';
import { space } from '../spacing';

const Region = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  display: flex;
  flex-direction: column;
  gap: ${space('xs')};
  z-index: 2000;
  max-width: min(420px, calc(100vw - 2rem));
`;

const Item = styled.div<{ $kind: string }>`
  display: flex;
  gap: ${space('sm')};
  align-items: flex-start;
  padding: ${space('sm', 'md')};
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.onTone};
  box-shadow: ${({ theme }) => theme.shadowPopover};
  background: ${({ $kind, theme }) => ($kind === 'error' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.primaryDark)};
  & button {
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
    font-size: 1.1rem;
  }
`;

/** Rendered once by the shell. */
export function Toaster() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  return (
    <Region aria-live="polite">
      {toasts.map((t) => (
        <Item key={t.id} $kind={t.kind} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span style={{ flex: 1 }}>{t.message}</span>
          <button type="button" aria-label="Dismiss" onClick={() => toastStore.getState().dismiss(t.id)}>
            ×
          </button>
        </Item>
      ))}
    </Region>
  );
}
