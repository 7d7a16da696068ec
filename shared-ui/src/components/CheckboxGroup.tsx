import styled from 'styled-components';
import { FieldError } from './FormField';
import { space } from '../spacing';

const Group = styled.fieldset<{ $scroll?: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  padding: ${space('xs', 'sm')};
  margin: 0 0 0.9rem;
  max-height: ${({ $scroll }) => ($scroll ? '220px' : 'none')};
  overflow-y: ${({ $scroll }) => ($scroll ? 'auto' : 'visible')};
  & legend {
    font-weight: 600;
    font-size: 0.92rem;
    padding: ${space(0, 'xxs')};
  }
  & label {
    display: flex;
    gap: ${space('xs')};
    /* A label of two lines keeps its box beside the first line, at full size (it shrank and floated). */
    align-items: flex-start;
    padding: ${space('xxs', 0)};
    min-height: 32px;
    font-weight: 400;
    cursor: pointer;
  }
  & input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0.1rem 0 0;
  }
`;

export interface CheckboxGroupProps<T> {
  /** Names the error message (`<id>-error`) the group is described by. */
  id: string;
  legend: string;
  items: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** What tells two items apart (default: the item itself). */
  keyOf?: (item: T) => string;
  labelOf?: (item: T) => string;
  error?: string;
  /** A long list scrolls inside the group. */
  scroll?: boolean;
}

/** A labelled group of checkboxes choosing several items; ticking adds the item, unticking removes it. */
export function CheckboxGroup<T>({ id, legend, items, selected, onChange, keyOf = String, labelOf = keyOf, error, scroll }: CheckboxGroupProps<T>) {
  const isSelected = (item: T) => selected.some((s) => keyOf(s) === keyOf(item));
  return (
    <Group $scroll={scroll} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={keyOf(item)}>
          <input
            type="checkbox"
            value={keyOf(item)}
            checked={isSelected(item)}
            onChange={(e) => onChange(e.target.checked ? [...selected, item] : selected.filter((s) => keyOf(s) !== keyOf(item)))}
          />
          {labelOf(item)}
        </label>
      ))}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Group>
  );
}
