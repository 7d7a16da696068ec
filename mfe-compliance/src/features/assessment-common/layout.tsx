import styled from 'styled-components';
import { Columns, space, theme } from 'shared-ui';

/** Page frame shared by the four assessment screens. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
  max-width: 1200px;
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space('sm')};
  & h1 {
    margin-bottom: ${space('xxs')};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  align-items: center;
`;

/** Side list + content; one column on phones. */
export const TwoColumn = styled(Columns).attrs({ $columns: 'minmax(200px, 280px) minmax(0, 1fr)' })``;

export const SideList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space('xxs')};
`;

export const SideButton = styled.button<{ $active: boolean }>`
  width: 100%;
  text-align: left;
  padding: 0.55rem ${space('sm')};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.notices.info.background : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  cursor: pointer;
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  & small {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 500;
  }
`;

export const QuestionList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space('sm')};
`;

export const QuestionCard = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${space('md')} 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  & h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.4;
  }
  & p {
    margin: 0;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
  & strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

export const TextArea = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  font: inherit;
  padding: ${space('xs')};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  resize: vertical;
`;

export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${space('xxs')};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Track = styled.div`
  height: 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
  min-width: 120px;
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.colors.success};
`;

/** An accessible progress bar with its percent written beside it. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: theme.space.xs, flex: 1 }}>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} style={{ flex: 1 }}>
        <Fill $percent={percent} />
      </Track>
      <strong>{percent}%</strong>
    </div>
  );
}

export const StickyFooter = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space('sm')};
  align-items: center;
  justify-content: space-between;
  padding: ${space('sm', 'md')};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadowAbove};
  border-radius: ${({ theme }) => theme.radius};
  /* A label never breaks inside its button ("Complete / Assessment" at 360 px): whole buttons wrap instead. */
  & ${Actions} > button {
    white-space: nowrap;
  }
  /* On a phone the bar stays low: no empty status line; the buttons share a row when both fit, else each has one. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${space('xs')};
    gap: ${space('xs')};
    & > :empty {
      display: none;
    }
    & ${Actions} {
      flex: 1 1 auto;
      gap: ${space('xs')};
    }
    & ${Actions} > button {
      flex: 1 1 auto;
      padding-inline: ${space('sm')};
    }
  }
`;
