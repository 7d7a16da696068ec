import { Link } from 'react-router-dom';
import { space } from 'shared-ui';
import styled from 'styled-components';
import { pagePath } from 'shared-contracts/federation';
import { ASSESSMENT_PAGE_OF, type AssessmentProgress, type WorkspaceRole } from './types';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space('sm')};
  & li {
    display: grid;
    gap: ${space('xxs')};
  }
  & progress {
    width: 100%;
    height: 10px;
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Assessments with a progress bar and a link to continue them. */
export function AssessmentList({ items, role }: { items: AssessmentProgress[]; role: WorkspaceRole }) {
  return (
    <List>
      {items.map((p) => (
        <li key={p.key}>
          <Link to={pagePath(role, ASSESSMENT_PAGE_OF[p.key])}>{p.label}</Link>
          <progress max={100} value={p.percent} aria-label={`${p.label} progress`}>
            {p.percent}%
          </progress>
          <small>
            {p.answered} of {p.total} answered ({p.percent}%)
          </small>
        </li>
      ))}
    </List>
  );
}
