import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Options, theme, space } from 'shared-ui';

export const Required = () => (
  <span aria-hidden="true" style={{ color: theme.colors.danger }}>
    {' '}
    *
  </span>
);

export const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
  min-height: 24px;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${space('md')};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

interface LabelledProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
}

/** An input with a real label, its error under it (aria-describedby) and aria-invalid. */
export function TextField({ id, label, required, error, hint, ...input }: LabelledProps & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      <input id={id} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <small id={`${id}-hint`} style={{ color: theme.colors.muted }}>
          {hint}
        </small>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

export function SelectField({
  id,
  label,
  required,
  error,
  options,
  placeholder,
  ...select
}: LabelledProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; placeholder: string }) {
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required && <Required />}
      </label>
      <select id={id} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        <option value="">{placeholder}</option>
        <Options items={options} />
      </select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
