import styled from 'styled-components';
import { NOT_APPLICABLE, type LibraryItemMeta, type NotApplicable } from 'shared-contracts';
import type { StatusOption } from 'shared-ui';

// "Not applicable" where an item allows it, and what the server says about the item for the
// company's profile: an item that cannot apply is pre-marked with the reason.

export const NOT_APPLICABLE_LABEL = 'Not Applicable';

/** The item's status buttons: the kind's own, plus Not Applicable where the item allows it. */
export function optionsFor<T extends string>(options: StatusOption<T>[], item: LibraryItemMeta): StatusOption<T | NotApplicable>[] {
  return item.notApplicableAllowed ? [...options, { value: NOT_APPLICABLE, label: NOT_APPLICABLE_LABEL, tone: 'neutral' }] : options;
}

const Note = styled.p<{ $cannot: boolean }>`
  margin: 0;
  padding: 0.4rem 0.6rem;
  border-left: 3px solid ${({ $cannot, theme }) => theme.notices[$cannot ? 'neutral' : 'warning'].border};
  background: ${({ $cannot, theme }) => theme.notices[$cannot ? 'neutral' : 'warning'].background};
  font-size: 0.9rem;
`;

/** Shown on an item that cannot apply to the company (answer Not Applicable) or whose applicability the profile cannot tell. */
export function ApplicabilityNote({ item }: { item: LibraryItemMeta }) {
  if (item.appliesToCompany === undefined || item.appliesToCompany === true || !item.applicabilityNote) return null;
  return (
    <Note $cannot={item.appliesToCompany === false} role="note">
      {item.applicabilityNote}
      {item.appliesToCompany === false && item.notApplicableAllowed ? ` Answer "${NOT_APPLICABLE_LABEL}" unless it applies after all.` : ''}
    </Note>
  );
}
