import type { AssessmentKindId, AssessmentPeriodFields } from 'shared-contracts';
import { SignOffPanel } from '../sign-off/SignOffPanel';
import { PeriodBar, PeriodNotices } from './periods';

interface Props {
  kind: AssessmentKindId;
  /** The bank or checklist shown (RBI: NBFC type; self-audit: entity type). */
  scope?: string;
  /** The period on screen (null until the first load says which is current). */
  period: string | null;
  /** The period facts of the last load (read-only, reworded questions...). */
  fields: AssessmentPeriodFields | null | undefined;
  onPeriod: (period: string | null) => void;
  /** Every question answered and the assessment completed: it can go for review. */
  completed: boolean;
}

/**
 * The controls the product adds to every assessment beyond the specification, in one place and one
 * order on all four screens: the period, its notices, then sign-off (Submit for Review, Approve,
 * Return) with the exports (CSV, XLSX, the PDF pack). The specified buttons (Save All
 * Changes, Complete/Submit Assessment, MCA's Export Report) stay where each screen specifies them.
 */
export function AssessmentControls({ kind, scope, period, fields, onPeriod, completed }: Props) {
  return (
    <>
      <PeriodBar kind={kind} period={period} onPeriod={onPeriod} />
      <PeriodNotices fields={fields} />
      <SignOffPanel kind={kind} scope={scope} period={period} completed={completed} />
    </>
  );
}
