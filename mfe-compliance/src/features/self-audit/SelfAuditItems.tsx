import { SelfAuditAnswerInputSchema, type NotApplicable, type SelfAuditItem, type SelfAuditStatus } from 'shared-contracts';
import { EmptyState, StatusButtons, type StatusOption } from 'shared-ui';
import { Label, Meta, Muted, QuestionCard, QuestionList, TextArea } from '../assessment-common/layout';
import { QuestionEvidence } from '../evidence/QuestionEvidence';
import type { AuditAnswers } from './checklist';
import { domId } from '../assessment-common/progress';
import { ChangedBadge } from '../assessment-common/periods';
import { ApplicabilityNote, optionsFor } from '../assessment-common/applicability';
import { VerificationNote } from '../assessment-common/verification';

const OPTIONS: StatusOption<SelfAuditStatus>[] = [
  { value: 'compliant', label: 'Compliant', tone: 'success' },
  { value: 'partial', label: 'Partial', tone: 'warning' },
  { value: 'non-compliant', label: 'Non-Compliant', tone: 'danger' },
];

interface Props {
  items: SelfAuditItem[];
  answers: AuditAnswers;
  onStatus: (questionId: string, status: SelfAuditStatus | NotApplicable) => void;
  onRemarks: (questionId: string, remarks: string) => void;
  onRemarksBlur: (questionId: string) => void;
  /** Answers whose item was reworded since they were given. */
  changed?: ReadonlySet<string>;
}

/** The items of one category or policy type: number, text, three statuses and remarks. */
export function SelfAuditItems({ items, answers, onStatus, onRemarks, onRemarksBlur, changed }: Props) {
  if (items.length === 0) return <EmptyState>No items in this category.</EmptyState>;
  return (
    <QuestionList>
      {items.map((item, index) => {
        const titleId = domId('sa-q', item.questionId);
        const remarksId = domId('sa-remarks', item.questionId);
        return (
          <QuestionCard key={item.questionId} aria-labelledby={titleId}>
            <h3 id={titleId}>
              {index + 1}. {item.item}
              <ChangedBadge changed={changed?.has(item.questionId)} />
            </h3>
            {item.reference && (
              <Meta>
                <span>Reference: {item.reference}</span>
              </Meta>
            )}
            {item.guidance && <Muted>{item.guidance}</Muted>}
            <ApplicabilityNote item={item} />
            <VerificationNote verification={item.verification} />
            <StatusButtons
              label={`Status of item ${index + 1}`}
              options={optionsFor(OPTIONS, item)}
              value={answers[item.questionId]?.status ?? null}
              onChange={(status) => onStatus(item.questionId, status)}
            />
            <Label htmlFor={remarksId}>
              Remarks
              <TextArea
                id={remarksId}
                rows={2}
                value={answers[item.questionId]?.remarks ?? ''}
                maxLength={SelfAuditAnswerInputSchema.properties.remarks.maxLength}
                onChange={(e) => onRemarks(item.questionId, e.target.value)}
                onBlur={() => onRemarksBlur(item.questionId)}
              />
            </Label>
            <QuestionEvidence questionId={item.questionId} questionLabel={`item ${index + 1}`} />
          </QuestionCard>
        );
      })}
    </QuestionList>
  );
}
