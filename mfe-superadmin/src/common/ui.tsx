import { useState, type ReactNode } from 'react';
import { Button, PageTitle, type Tint, space } from 'shared-ui';
import styled from 'styled-components';

/** Filters, toolbars and badges shared by the console's pages (tables and paging: shared-ui). */
export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  align-items: flex-end;
  margin-bottom: ${space('md')};
  & label {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    font-size: 0.85rem;
    font-weight: 600;
  }
  & input,
  & select {
    min-height: 40px;
    padding: ${space('xs')};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
  }
  /* The search box wide enough for its placeholder; on a phone the other filters two to a row, evenly. */
  & label:first-child {
    flex: 1 1 14rem;
    max-width: 24rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    & label:not(:first-child) {
      flex: 1 1 8rem;
    }
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space('sm')};
  margin-bottom: ${space('md')};
  & h1 {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  /* A narrow column moves whole buttons to the next line; "End sessions" never breaks inside its button. */
  & > * {
    white-space: nowrap;
  }
`;

/** An account status's tint in the theme. */
const tones = {
  active: 'success',
  suspended: 'danger',
  trial: 'info',
  'trial-expired': 'warning',
  subscribed: 'success',
  'subscription-expired': 'warning',
  neutral: 'neutral',
} as const satisfies Record<string, Tint>;
export type BadgeTone = keyof typeof tones;

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ $tone, theme }) => theme.tints[tones[$tone]].background};
  color: ${({ $tone, theme }) => theme.tints[tones[$tone]].color};
`;

/** The account status filter of the console's lists (companies, users). */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  return (
    <label>
      Status
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All statuses</option>
        <option value="active">Active</option>
        <option value="suspended">Suspended</option>
      </select>
    </label>
  );
}

/**
 * The head of a console list: its title and add button, then the search form (run on submit) and the list's
 * other filters (`children`, applied at once).
 */
export function ListHeader({
  title,
  addLabel,
  onAdd,
  filterLabel,
  placeholder,
  search,
  onSearch,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  filterLabel: string;
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
  children: ReactNode;
}) {
  const [text, setText] = useState(search);
  return (
    <>
      <Toolbar>
        <PageTitle>{title}</PageTitle>
        <Button type="button" onClick={onAdd}>
          {addLabel}
        </Button>
      </Toolbar>
      <Filters
        role="search"
        aria-label={filterLabel}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label>
          Search
          <input type="search" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
        </label>
        <Button type="submit" $variant="secondary">
          Search
        </Button>
        {children}
      </Filters>
    </>
  );
}
