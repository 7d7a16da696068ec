import type { Role } from 'shared-contracts/common';
import { personName } from 'shared-contracts/tasks';
import styled from 'styled-components';
import { Field } from '../components/FormField';
import { space } from '../spacing';

/** What the picker needs of a person (PublicUser and TeamUser both fit). */
export interface PickablePerson {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface PersonPickerProps {
  id: string;
  label: string;
  people: readonly PickablePerson[];
  value: string;
  onChange: (personId: string) => void;
  /** The text of the empty choice: 'Select a maker or checker', 'No checker', 'Everyone'. */
  emptyLabel: string;
  /** A person left out of the choice (the assignee, when choosing their checker). */
  exclude?: string;
  /** 'field': a form's field, label above; 'compact': a small labelled column, for table cells and filter rows. */
  look?: 'field' | 'compact';
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  className?: string;
}

const Compact = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: 0.2rem;
  font-size: 0.85rem;
  margin-right: ${space('xs')};
  color: ${({ theme }) => theme.colors.text};
  & select {
    min-height: 36px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    padding: ${space(0, 'xs')};
    background: ${({ theme }) => theme.colors.surface};
  }
  & [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const GROUPS = [
  { role: 'maker', label: 'Makers' },
  { role: 'checker', label: 'Checkers' },
] as const;

function PersonOptions({ people }: { people: readonly PickablePerson[] }) {
  return people.map((person) => (
    <option key={person.id} value={person.id}>
      {personName(person)}
    </option>
  ));
}

/**
 * The one choice of a person (docs/decisions/0320-one-person-picker.md): "First Last" per option, and when both
 * makers and checkers are offered, the two in groups named Makers and Checkers (the role is said once, not per name).
 */
export function PersonPicker({ id, label, people, value, onChange, emptyLabel, exclude, look = 'field', invalid, describedBy, required, className }: PersonPickerProps) {
  const offered = exclude ? people.filter((p) => p.id !== exclude) : people;
  const groups = GROUPS.map((g) => ({ ...g, members: offered.filter((p) => p.role === g.role) })).filter((g) => g.members.length > 0);
  const others = offered.filter((p) => !GROUPS.some((g) => g.role === p.role));
  const grouped = groups.length > 1;
  const select = (
    <select id={id} value={value} required={required} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
      <option value="">{emptyLabel}</option>
      {grouped ? (
        <>
          {groups.map((g) => (
            <optgroup key={g.role} label={g.label}>
              <PersonOptions people={g.members} />
            </optgroup>
          ))}
          <PersonOptions people={others} />
        </>
      ) : (
        <PersonOptions people={offered} />
      )}
    </select>
  );
  if (look === 'compact')
    return (
      <Compact htmlFor={id} className={className}>
        {label}
        {select}
      </Compact>
    );
  return (
    <Field className={className}>
      <label htmlFor={id}>{label}</label>
      {select}
    </Field>
  );
}
