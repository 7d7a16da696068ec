import { theme, space } from 'shared-ui';
import styled from 'styled-components';
import type { HrQuestion } from 'shared-contracts';
import { percentOf } from '../assessment-common/progress';
import type { HrAnswer } from './useHrAnswers';

const Strip = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${space('sm')};
  margin: 0;
`;

const Tile = styled.div<{ $tone: string }>`
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ $tone }) => $tone};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${space('sm', 'md')};
  & dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  & dd {
    margin: 0.2rem 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;

/** Completion = answered / total; compliance rate = complied / answered (0 when none). */
export function hrSummary(questions: HrQuestion[], answers: Record<string, HrAnswer>) {
  let complied = 0;
  let partial = 0;
  let notComplied = 0;
  let notApplicable = 0;
  for (const q of questions) {
    const status = answers[q.id]?.status;
    if (status === 'complied') complied += 1;
    else if (status === 'partial') partial += 1;
    else if (status === 'not-complied') notComplied += 1;
    else if (status === 'not-applicable') notApplicable += 1;
  }
  // "Not applicable" completes a question but is no verdict: it stays out of the compliance rate.
  const answered = complied + partial + notComplied + notApplicable;
  return {
    total: questions.length,
    complied,
    partial,
    notComplied,
    notApplicable,
    answered,
    completion: percentOf(answered, questions.length),
    complianceRate: percentOf(complied, answered - notApplicable),
  };
}

export function HrSummary({ summary }: { summary: ReturnType<typeof hrSummary> }) {
  const { colors } = theme;
  const tiles: [string, string | number, string][] = [
    ['Total Questions', summary.total, colors.primary],
    ['Complied', summary.complied, colors.success],
    ['Not Complied', summary.notComplied, colors.danger],
    ['Partial', summary.partial, colors.warning],
    ['Completion %', `${summary.completion}%`, colors.accent],
    ['Compliance Rate', `${summary.complianceRate}%`, colors.muted],
  ];
  return (
    <Strip id="hr-summary" aria-label="Assessment summary">
      {tiles.map(([label, value, tone]) => (
        <Tile key={label} $tone={tone}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Tile>
      ))}
    </Strip>
  );
}
