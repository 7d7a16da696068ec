import styled from 'styled-components';
import { space } from '../spacing';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('xxs')};
  margin-bottom: 0.9rem;
  & label {
    font-weight: 600;
    font-size: 0.92rem;
  }
  & input,
  & select,
  & textarea {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    padding: ${space('xs')} 0.6rem;
    min-height: 40px;
    background: ${({ theme }) => theme.colors.surface};
  }
  /* A field the form refused is marked, not only named in the message above it. */
  & [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  margin: 0;
`;

export const ErrorBanner = styled.div`
  background: ${({ theme }) => theme.notices.danger.background};
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid ${({ theme }) => theme.notices.danger.border};
  border-radius: 6px;
  padding: 0.6rem 0.8rem;
  margin-bottom: 0.9rem;
`;

/**
 * The options of a select, one per item: its value and label (by default the label is the value, and the value the item).
 * A placeholder or "All ..." option stays in the select, before these.
 */
export function Options<T>({ items, value, label }: { items: readonly T[]; value?: (item: T) => string; label?: (item: T) => string }) {
  return (
    <>
      {items.map((item) => {
        const key = value ? value(item) : String(item);
        return (
          <option key={key} value={key}>
            {label ? label(item) : key}
          </option>
        );
      })}
    </>
  );
}
