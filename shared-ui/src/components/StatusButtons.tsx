import styled from 'styled-components';
import { space } from '../spacing';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
`;

type Tone = NonNullable<StatusOption<string>['tone']>;

const Option = styled.button<{ $active: boolean; $tone: Tone }>`
  border-radius: 999px;
  padding: 0.3rem 0.9rem;
  min-height: 34px;
  border: 1px solid ${({ $tone, theme }) => theme.colors[TONE_COLOURS[$tone]]};
  background: ${({ $active, $tone, theme }) => ($active ? theme.colors[TONE_COLOURS[$tone]] : theme.colors.surface)};
  color: ${({ $active, $tone, theme }) => ($active ? theme.colors.onTone : theme.colors[TONE_COLOURS[$tone]])};
  font-weight: 600;
  cursor: pointer;
`;

export interface StatusOption<T extends string> {
  value: T;
  label: string;
  tone?: 'success' | 'warning' | 'danger' | 'neutral';
}

const TONE_COLOURS = { success: 'success', warning: 'warning', danger: 'danger', neutral: 'muted' } as const;

/** A row of toggle buttons (aria-pressed) for one answer's status. */
export function StatusButtons<T extends string>({
  options,
  value,
  onChange,
  label,
  disabled,
}: {
  options: StatusOption<T>[];
  value: T | null | undefined;
  onChange: (value: T) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((o) => (
        <Option
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          $active={value === o.value}
          $tone={o.tone ?? 'neutral'}
          disabled={disabled}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Option>
      ))}
    </Group>
  );
}
