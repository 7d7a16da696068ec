import { space } from 'shared-ui';
import styled from 'styled-components';
import type { CitationCorrection } from 'shared-contracts';

const Folded = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 0.7rem 1.1rem;
  & summary {
    cursor: pointer;
    font-weight: 600;
  }
  & ul {
    margin: ${space('xs', 0, 0)};
    padding-left: 1.2rem;
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** "3 citations corrected": the citation-only corrections in one line, each a compact entry when opened (nothing to act on). */
export function CitationCorrections({ corrections }: { corrections: CitationCorrection[] }) {
  if (corrections.length === 0) return null;
  const n = corrections.length;
  return (
    <Folded aria-label="Citation corrections">
      <summary>{`${n} ${n === 1 ? 'citation' : 'citations'} corrected`}</summary>
      <small>Only the clause or link cited changed: the questions, due dates and your answers stand.</small>
      <ul>
        {corrections.map((c) => (
          <li key={c.id}>
            <strong>{c.itemId}</strong> ({c.libraryName}, version {c.version}): {c.summary}
          </li>
        ))}
      </ul>
    </Folded>
  );
}
