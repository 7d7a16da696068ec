import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDate, isoDateInIndia } from 'shared-contracts/common';
import { DateCalendar } from './DateCalendar';
import { FieldError } from './FormField';
import { parseDateText, withinRange } from './dateText';
import { space } from '../spacing';

const Wrap = styled.div`
  position: relative;
  display: flex;
  gap: ${space('xxs')};
  align-items: stretch;
  min-width: 0;
  & > input {
    flex: 1;
    /* Shrinks with a narrow grid cell rather than pushing the calendar button out of it. */
    min-width: 0;
  }
`;
const OpenButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  min-width: 40px;
  min-height: 40px;
  cursor: pointer;
`;

/** The format a person is told to type, and the message when the text is no date. */
const PLACEHOLDER = 'dd/mm/yyyy';
export const DATE_TEXT_MESSAGE = 'Enter a date such as 30/11/2026 or 30 Nov 2026';

export interface DateInputProps {
  /** The text box's id: the field's `<label htmlFor>` names it. */
  id: string;
  /** The date as the forms and the server hold it: 'YYYY-MM-DD', or '' for none. */
  value: string;
  /**
   * Called with a date within the bounds, or '' when the field is empty, unfinished or refused; `refused` tells
   * an empty field from text that is no acceptable date (a form with an optional date must not save it as none).
   */
  onChange: (value: string, state: { refused: boolean }) => void;
  /** The earliest and latest day the server accepts ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  /** The server's reason for refusing a day before `min` / after `max` (default: the bound, spelled out). */
  tooEarlyMessage?: string;
  tooLateMessage?: string;
  /** The form marks the field (e.g. left empty); its own message is then named by `describedBy`. */
  invalid?: boolean;
  describedBy?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The product's one date field: shows and takes dates the way the product writes them ('30 Nov 2026'; typed
 * day first, '30/11/2026'), whatever the browser's locale, with a keyboard-friendly calendar. Forms keep the
 * ISO value. A day outside the bounds is refused with the reason beside the field, as the server would.
 */
export function DateInput({ id, value, onChange, min, max, tooEarlyMessage, tooLateMessage, invalid, describedBy, name, required, disabled }: DateInputProps) {
  const [text, setText] = useState(() => (value ? formatDate(value) : ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The value this field last handed to the form: any other value comes from the form (a reset, a preset date).
  const emitted = useRef(value);
  const refusedText = useRef(false);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    refusedText.current = false;
    setText(value ? formatDate(value) : '');
    setProblem(null);
  }, [value]);

  const emit = (next: string, refused: boolean) => {
    const changed = next !== value || refused !== refusedText.current;
    emitted.current = next;
    refusedText.current = refused;
    if (changed) onChange(next, { refused });
  };

  const rangeProblem = (date: string) =>
    min && date < min ? (tooEarlyMessage ?? `Choose ${formatDate(min)} or later`) : max && date > max ? (tooLateMessage ?? `Choose ${formatDate(max)} or earlier`) : null;

  /** Takes a typed or picked date: a refused one is reported at once, unfinished text only when the person leaves the field. */
  const accept = (typed: string, { leaving }: { leaving: boolean }) => {
    const date = parseDateText(typed);
    const refusal = date ? rangeProblem(date) : null;
    if (typed.trim() === '') setProblem(null);
    else if (!date) setProblem(leaving ? DATE_TEXT_MESSAGE : null);
    else setProblem(refusal);
    emit(date && !refusal ? date : '', typed.trim() !== '' && (!date || !!refusal));
    if (leaving && date && !refusal) setText(formatDate(date));
  };

  const today = isoDateInIndia();
  const start = withinRange(today, min, max) ? today : min && today < min ? min : (max ?? today);
  const errorId = `${id}-date-problem`;
  const described = [describedBy, problem ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Wrap ref={field}>
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          autoComplete="off"
          placeholder={PLACEHOLDER}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || !!problem || undefined}
          aria-describedby={described}
          onChange={(e) => {
            setText(e.target.value);
            accept(e.target.value, { leaving: false });
          }}
          onBlur={() => accept(text, { leaving: true })}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && e.altKey) {
              e.preventDefault();
              setOpen(true);
            }
          }}
        />
        <OpenButton type="button" aria-label="Open calendar" aria-haspopup="dialog" aria-expanded={open} disabled={disabled} onClick={() => setOpen((o) => !o)}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9Z" />
          </svg>
        </OpenButton>
        {open && (
          <DateCalendar
            value={value}
            start={start}
            today={today}
            min={min}
            max={max}
            field={field}
            onPick={(date) => {
              setText(formatDate(date));
              accept(date, { leaving: true });
              setOpen(false);
              input.current?.focus();
            }}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) input.current?.focus();
            }}
          />
        )}
      </Wrap>
      {problem && (
        <FieldError id={errorId} role="alert">
          {problem}
        </FieldError>
      )}
    </>
  );
}
