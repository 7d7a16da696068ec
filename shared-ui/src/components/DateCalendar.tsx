import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { formatDate } from 'shared-contracts';
import { addDays, addMonths, monthWeeks, withinRange } from './dateText';
import { space } from '../spacing';

const Panel = styled.div`
  position: absolute;
  z-index: 1100;
  top: calc(100% + 4px);
  left: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadowDialog};
  padding: ${space('xs')};
  width: max-content;
  & table {
    border-collapse: collapse;
  }
  & th {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
    padding: 0.2rem 0;
  }
`;
const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space('xs')};
  margin-bottom: ${space('xxs')};
  font-weight: 600;
`;
const NavButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  border-radius: 6px;
  min-width: 36px;
  min-height: 36px;
  cursor: pointer;
`;
const Day = styled.button<{ $selected: boolean; $today: boolean }>`
  width: 36px;
  height: 36px;
  border: ${({ $today, theme }) => ($today ? `1px solid ${theme.colors.primary}` : '1px solid transparent')};
  border-radius: 6px;
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : 'none')};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.primaryText : theme.colors.text)};
  cursor: pointer;
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.disabled};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

/** The day a key moves to from `date`, or null for a key the grid leaves alone. */
function dayAfterKey(date: string, key: string): string | null {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -weekday),
    End: () => addDays(date, 6 - weekday),
    PageUp: () => addMonths(date, -1),
    PageDown: () => addMonths(date, 1),
  };
  return moves[key]?.() ?? null;
}

interface Props {
  /** The date chosen so far ('' for none). */
  value: string;
  /** The day the calendar opens on when none is chosen (today in India, within the bounds). */
  start: string;
  today: string;
  min?: string;
  max?: string;
  onPick: (date: string) => void;
  /** Escape returns focus to the field; a click or Tab elsewhere leaves it where it went. */
  onClose: (returnFocus: boolean) => void;
  /** The date field the calendar belongs to. */
  field: RefObject<HTMLElement | null>;
}

/**
 * A month grid to pick a day from, keyboard first (the WAI-ARIA date picker dialog pattern): arrows move a
 * day or a week, Page Up/Down a month, Home/End to the week's ends, Enter picks, Escape closes. Days outside
 * the bounds stay visible but cannot be picked.
 */
export function DateCalendar({ value, start, today, min, max, onPick, onClose, field }: Props) {
  const [focused, setFocused] = useState(value || start);
  const panel = useRef<HTMLDivElement>(null);
  // Focus follows the day moved to, except after the month buttons (they keep it, to be pressed again).
  const focusDay = useRef(true);
  const month = focused.slice(0, 7);
  // The field around the calendar (its text box and button) counts as inside: its button toggles the calendar.
  const inside = (target: EventTarget | null) => !!target && (field.current ?? panel.current)?.contains(target as Node) === true;
  const showMonth = (months: number) => {
    focusDay.current = false;
    setFocused(addMonths(focused, months));
  };

  useEffect(() => {
    if (focusDay.current) panel.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    const outside = (e: MouseEvent) => {
      if (!inside(e.target)) onClose(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  });

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      // Closes the calendar, not the dialog the field may sit in.
      e.stopPropagation();
      e.preventDefault();
      onClose(true);
      return;
    }
    const target = e.target as HTMLElement;
    if (!target.dataset.date) return;
    const next = dayAfterKey(focused, e.key);
    if (next) {
      e.preventDefault();
      focusDay.current = true;
      setFocused(next);
    }
  };

  return (
    <Panel
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-label="Calendar"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Tabbing out of the calendar closes it; moving within it does not.
        if (e.relatedTarget && !inside(e.relatedTarget)) onClose(false);
      }}
    >
      <Heading>
        <NavButton type="button" aria-label="Previous month" onClick={() => showMonth(-1)}>
          ‹
        </NavButton>
        <span aria-live="polite">{formatDate(`${month}-01`, 'month-year')}</span>
        <NavButton type="button" aria-label="Next month" onClick={() => showMonth(1)}>
          ›
        </NavButton>
      </Heading>
      <table role="grid" aria-label={formatDate(`${month}-01`, 'month-year')}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) =>
                date ? (
                  <td key={date}>
                    <Day
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={formatDate(date, 'long')}
                      aria-pressed={date === value}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={!withinRange(date, min, max)}
                      $selected={date === value}
                      $today={date === today}
                      onClick={() => {
                        setFocused(date);
                        if (withinRange(date, min, max)) onPick(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </Day>
                  </td>
                ) : (
                  <td key={`empty-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
