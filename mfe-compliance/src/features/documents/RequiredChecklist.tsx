import styled from 'styled-components';
import { VERIFICATION_LABELS, verificationText, type ChecklistCategory } from 'shared-contracts';
import { space } from 'shared-ui';

const Group = styled.section`
  margin-bottom: 0.9rem;
  & h3 {
    font-size: 0.95rem;
    margin: ${space(0, 0, 'xxs')};
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & li {
    display: flex;
    gap: 0.45rem;
    padding: 0.2rem 0;
    font-size: 0.9rem;
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  flex: 0 0 auto;
  width: 1.1rem;
  color: ${({ $done, theme }) => ($done ? theme.colors.success : theme.colors.muted)};
  font-weight: 700;
`;

/** The required documents of the company's NBFC type; an entry is ticked once an approved document matches it. */
export function RequiredChecklist({ categories }: { categories: ChecklistCategory[] }) {
  return (
    <div>
      {categories.map((group) => {
        const done = group.entries.filter((e) => e.done).length;
        return (
          <Group key={group.category} aria-label={`${group.category}: ${done} of ${group.entries.length} approved`}>
            <h3>
              {group.category} ({done}/{group.entries.length})
            </h3>
            <ul>
              {group.entries.map((entry) => (
                <li
                  key={entry.name}
                  title={entry.verification ? `${entry.reference}. Evidence: ${verificationText(entry.verification)}` : entry.reference}
                  data-done={entry.done}
                >
                  <Mark $done={entry.done} aria-hidden="true">
                    {entry.done ? '✓' : '○'}
                  </Mark>
                  <span>
                    {entry.name}
                    <span style={{ position: 'absolute', left: '-9999px' }}>{entry.done ? ' (approved)' : ' (missing)'}</span>
                    {entry.verification?.status === 'unverified' ? <small> · Evidence: {VERIFICATION_LABELS.unverified}</small> : null}
                  </span>
                </li>
              ))}
            </ul>
          </Group>
        );
      })}
    </div>
  );
}
