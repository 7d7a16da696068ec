import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../spacing';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.backdrop};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 4vh ${space('sm')};
  overflow-y: auto;
  z-index: 1000;
`;

const Dialog = styled.div<{ $wide?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '440px')};
  padding: ${space('lg')};
  position: relative;
`;

const Close = styled.button`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  border: 0;
  background: none;
  font-size: 1.5rem;
  cursor: pointer;
  min-width: 40px;
  min-height: 40px;
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Accessible modal dialog: labelled, traps focus, closes on Escape, restores focus. */
export function Modal({ title, onClose, children, wide }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !ref.current) return;
      const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (e.shiftKey && document.activeElement === firstItem) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  const titleId = `modal-title-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} $wide={wide}>
        <h2 id={titleId} style={{ marginTop: 0 }}>
          {title}
        </h2>
        {children}
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
      </Dialog>
    </Backdrop>
  );
}
