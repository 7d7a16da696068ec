import { memo } from 'react';
import { HrAnswerInputSchema, type HrQuestion, type HrStatus, type NotApplicable } from 'shared-contracts';
import { StatusButtons, type StatusOption, theme } from 'shared-ui';
import { Label, Meta, Muted, QuestionCard, TextArea } from '../assessment-common/layout';
import { QuestionEvidence } from '../evidence/QuestionEvidence';
import type { HrAnswer } from './useHrAnswers';
import { domId } from '../assessment-common/progress';
import { ChangedBadge } from '../assessment-common/periods';
import { ApplicabilityNote, optionsFor } from '../assessment-common/applicability';
import { VerificationNote } from '../assessment-common/verification';

export const HR_STATUS_OPTIONS: StatusOption<HrStatus>[] = [
  { value: 'complied', label: 'Complied', tone: 'success' },
  { value: 'partial', label: 'Partial', tone: 'warning' },
  { value: 'not-complied', label: 'Not Complied', tone: 'danger' },
];

interface Props {
  question: HrQuestion;
  number: number;
  answer: HrAnswer | undefined;
  onStatus: (questionId: string, status: HrStatus | NotApplicable) => void;
  onComments: (questionId: string, comments: string) => void;
  onCommentsBlur: (questionId: string) => void;
  /** The question was reworded since it was answered. */
  changed?: boolean;
}

/** One of the 31 HR questions: status, comments, guidance, evidence and legal reference. */
export const HrQuestionCard = memo(function HrQuestionCard({ question, number, answer, onStatus, onComments, onCommentsBlur, changed }: Props) {
  const commentsId = domId('hr-comments', question.id);
  const titleId = domId('hr-q', question.id);
  return (
    <QuestionCard aria-labelledby={titleId}>
      <Meta>
        <strong>{question.area}</strong>
        <span>Question {number}</span>
        <span>{question.category}</span>
      </Meta>
      <h3 id={titleId}>
        {number}. {question.question}
        <ChangedBadge changed={changed} />
      </h3>
      <Muted>
        <strong>Guidance:</strong> {question.guidance}
      </Muted>
      <ApplicabilityNote item={question} />
      <VerificationNote verification={question.verification} />
      <StatusButtons
        label={`Status of question ${number}`}
        options={optionsFor(HR_STATUS_OPTIONS, question)}
        value={answer?.status ?? null}
        onChange={(status) => onStatus(question.id, status)}
      />
      <Label htmlFor={commentsId}>
        Comments &amp; Action Plan
        <TextArea
          id={commentsId}
          rows={3}
          value={answer?.comments ?? ''}
          maxLength={HrAnswerInputSchema.properties.comments.maxLength}
          placeholder="Add comments or an action plan..."
          onChange={(e) => onComments(question.id, e.target.value)}
          onBlur={() => onCommentsBlur(question.id)}
        />
      </Label>
      <div>
        <strong>Required Evidence:</strong>
        <ul style={{ margin: `${theme.space.xxs} 0 0`, paddingLeft: '1.25rem' }}>
          {question.documentsEvidence.map((doc) => (
            <li key={doc}>{doc}</li>
          ))}
        </ul>
      </div>
      <Muted>
        <strong>Legal Reference:</strong> {question.legalReference}
      </Muted>
      <QuestionEvidence questionId={question.id} questionLabel={`question ${number}`} />
    </QuestionCard>
  );
});
