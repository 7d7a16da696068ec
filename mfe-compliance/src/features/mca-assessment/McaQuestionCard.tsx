import { McaAnswerInputSchema, type McaQuestion, type McaStatus } from 'shared-contracts';
import { StatusButtons, type StatusOption, theme } from 'shared-ui';
import { Label, Meta, Muted, QuestionCard, TextArea } from '../assessment-common/layout';
import type { McaAnswer } from './mcaReport';
import { domId } from '../assessment-common/progress';
import { QuestionEvidence } from '../evidence/QuestionEvidence';
import { ChangedBadge } from '../assessment-common/periods';
import { ApplicabilityNote } from '../assessment-common/applicability';
import { VerificationNote } from '../assessment-common/verification';

const OPTIONS: StatusOption<McaStatus>[] = [
  { value: 'Yes', label: 'Yes', tone: 'success' },
  { value: 'No', label: 'No', tone: 'danger' },
  { value: 'N/A', label: 'N/A', tone: 'neutral' },
];

interface Props {
  question: McaQuestion;
  answer: McaAnswer | undefined;
  onStatus: (status: McaStatus) => void;
  onRemarks: (remarks: string) => void;
  /** The question was reworded since it was answered. */
  changed?: boolean;
}

export function McaQuestionCard({ question, answer, onStatus, onRemarks, changed }: Props) {
  const options = OPTIONS.filter((o) => question.options.length === 0 || question.options.includes(o.value));
  return (
    <QuestionCard aria-labelledby={domId('mca-q', question.id)}>
      <Meta>
        <strong>{question.id}</strong>
        {question.reference && <span>{question.reference}</span>}
      </Meta>
      <h3 id={domId('mca-q', question.id)}>
        {question.question}
        <ChangedBadge changed={changed} />
      </h3>
      <Muted>
        <strong>Guidance:</strong> {question.guidance}
      </Muted>
      {question.evidence.length > 0 && (
        <div>
          <strong>Evidence:</strong>
          <ul style={{ margin: `${theme.space.xxs} 0 0`, paddingLeft: '1.25rem' }}>
            {question.evidence.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      <ApplicabilityNote item={question} />
      <VerificationNote verification={question.verification} />
      <StatusButtons label={`Answer to ${question.id}`} options={options} value={answer?.status ?? null} onChange={onStatus} />
      <Label htmlFor={domId('mca-remarks', question.id)}>
        Remarks
        <TextArea
          id={domId('mca-remarks', question.id)}
          rows={2}
          value={answer?.remarks ?? ''}
          maxLength={McaAnswerInputSchema.properties.remarks.maxLength}
          onChange={(e) => onRemarks(e.target.value)}
        />
      </Label>
      <QuestionEvidence questionId={question.id} questionLabel={question.id} />
    </QuestionCard>
  );
}
