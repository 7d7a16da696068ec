import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { space } from '../spacing';

/** One entry of a row's actions menu. */
export interface MenuAction {
  /** What the entry says (and its accessible name). */
  label: string;
  onSelect: () => void;
}

const Menu = styled.ul`
  position: fixed;
  z-index: 50;
  margin: 0;
  padding: ${space('xxs', 0)};
  list-style: none;
  min-width: 12rem;
  max-width: calc(100vw - 1rem);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadowPopover};
  & [role='menuitem'] {
    display: block;
    padding: 0.55rem 0.9rem;
    min-height: 40px;
    box-sizing: border-box;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    white-space: normal;
  }
  & [role='menuitem']:hover,
  & [role='menuitem']:focus {
    background: ${({ theme }) => theme.colors.background};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const EDGE = 8;
// Drawn see-through until placed (opacity, not visibility: its first entry must take the focus at once).
const HIDDEN: CSSProperties = { left: 0, top: 0, opacity: 0 };

/**
 * Where the open menu stands, measured once it is drawn: under its button with the right edges aligned, moved left or
 * right to stay on the screen, above the button when there is no room below. Fixed to the screen, so a table's
 * scrolling wrapper neither cuts it off nor widens the page.
 */
function placement(button: HTMLElement, menu: HTMLElement): CSSProperties {
  const b = button.getBoundingClientRect();
  const m = menu.getBoundingClientRect();
  const left = Math.max(EDGE, Math.min(b.right - m.width, window.innerWidth - m.width - EDGE));
  const below = b.bottom + 4;
  const top = below + m.height > window.innerHeight && b.top - m.height - 4 > 0 ? b.top - m.height - 4 : below;
  return { left, top };
}

/**
 * A row's one actions menu (the WAI-ARIA menu button): a button that opens a list of the actions allowed, worked by
 * mouse or keyboard (Enter, Space or the arrows open it; the arrows, Home and End move; Escape or Tab closes it and
 * focus returns to the button). `name` says whose actions they are ("Actions: <name>").
 */
export function ActionMenu({ name, actions, disabled, label = 'Actions' }: { name: string; actions: MenuAction[]; disabled?: boolean; label?: string }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [style, setStyle] = useState<CSSProperties>(HIDDEN);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = useRef<Array<HTMLLIElement | null>>([]);
  const id = useId();

  const show = (first: number) => {
    setStyle(HIDDEN);
    setActive(first);
    setOpen(true);
  };

  useLayoutEffect(() => {
    if (open && button.current && menu.current) setStyle(placement(button.current, menu.current));
  }, [open]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    // Without scrolling: the menu is fixed to the screen, already in view.
    if (open) items.current[active]?.focus({ preventScroll: true });
  }, [open, active]);

  // A click elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) close(false);
    };
    // The menu follows its button when the page scrolls or resizes (closing it then lost a tap that had just scrolled
    // the button into view).
    const moved = () => {
      if (button.current && menu.current) setStyle(placement(button.current, menu.current));
    };
    document.addEventListener('mousedown', outside);
    window.addEventListener('resize', moved);
    window.addEventListener('scroll', moved, true);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('resize', moved);
      window.removeEventListener('scroll', moved, true);
    };
  }, [open]);

  const choose = (action: MenuAction) => {
    close(true);
    action.onSelect();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(e.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const last = actions.length - 1;
    const move: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    if (move[e.key]) {
      e.preventDefault();
      setActive(move[e.key]!());
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(actions[active]!);
    }
  };

  return (
    <>
      <Button
        ref={button}
        type="button"
        $small
        $variant="secondary"
        id={`${id}-button`}
        aria-label={`${label}: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        disabled={disabled || actions.length === 0}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        {label} <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <Menu ref={menu} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} style={style}>
          {actions.map((action, i) => (
            <li
              key={action.label}
              ref={(el) => {
                items.current[i] = el;
              }}
              role="menuitem"
              tabIndex={i === active ? 0 : -1}
              onClick={() => choose(action)}
              onKeyDown={onMenuKey}
              onMouseEnter={() => setActive(i)}
            >
              {action.label}
            </li>
          ))}
        </Menu>
      )}
    </>
  );
}
