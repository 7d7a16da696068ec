import { useState } from 'react';
import { RbiAnswerInputSchema, type NbfcType, type RbiAssessment, type RbiQuestion, type RbiStatus } from 'shared-contracts';
import { Button, Card, EmptyState, ErrorState, PageTitle, Spinner, StatusButtons, type StatusOption, useAsync } from 'shared-ui';
import {
  Actions,
  HeaderRow,
  Label,
  Meta,
  Muted,
  Page,
  ProgressBar,
  QuestionCard,
  QuestionList,
  SideButton,
  SideList,
  StickyFooter,
  TextArea,
  TwoColumn,
} from '../assessment-common/layout';
import { AssessmentControls } from '../assessment-common/AssessmentControls';
import { EvidenceProvider } from '../evidence/EvidenceContext';
import { QuestionEvidence } from '../evidence/QuestionEvidence';
import { ApplicabilityNote, optionsFor } from '../assessment-common/applicability';
import { VerificationNote } from '../assessment-common/verification';
import { ChangedBadge, ReadOnlyFieldset } from '../assessment-common/periods';
import { fetchRbi } from './rbiApi';
import { useRbiAnswers } from './useRbiAnswers';
import { domId } from '../assessment-common/progress';

export const RBI_STATUS_OPTIONS: StatusOption<RbiStatus>[] = [
  { value: 'compliant', label: 'Compliant', tone: 'success' },
  { value: 'partial', label: 'Partial', tone: 'warning' },
  { value: 'non-compliant', label: 'Non-Compliant', tone: 'danger' },
];

export default function RbiAssessmentPage() {
  const [period, setPeriod] = useState<string | null>(null);
  const { data, loading, error, reload } = useAsync(() => fetchRbi(period), [period]);
  if (loading && !data) return <Spinner label="Loading assessment..." />;
  if (error || !data) return <ErrorState message="The RBI compliance assessment could not be loaded." onRetry={reload} />;
  if (data.kind === 'no-nbfc-type') {
    return (
      <Page>
        <PageTitle>RBI Compliance Assessment</PageTitle>
        <Card role="alert">{data.message}</Card>
      </Page>
    );
  }
  return (
    <EvidenceProvider kind="rbi" scope={data.nbfcType}>
      <RbiScreen
        key={data.answers?.period ?? 'current'}
        nbfcType={data.nbfcType}
        areas={data.areas}
        questions={data.questions}
        saved={data.answers}
        onPeriod={setPeriod}
      />
    </EvidenceProvider>
  );
}

interface ScreenProps {
  onPeriod: (period: string | null) => void;
  nbfcType: NbfcType;
  areas: string[];
  questions: RbiQuestion[];
  saved: RbiAssessment | null;
}

function RbiScreen({ nbfcType, areas, questions, saved, onPeriod }: ScreenProps) {
  const rbi = useRbiAnswers(nbfcType, questions, saved);
  const [area, setArea] = useState(areas[0] ?? '');
  const inArea = questions.filter((q) => q.area === area);

  return (
    <Page>
      <HeaderRow>
        <div>
          <PageTitle>RBI Compliance Assessment</PageTitle>
          <p>
            NBFC type: <strong>{nbfcType}</strong>
            {rbi.submitted && ' · Submitted'}
          </p>
        </div>
        <div style={{ minWidth: 'min(320px, 100%)' }}>
          <span>
            {rbi.answered} of {questions.length} answered
          </span>
          <ProgressBar percent={rbi.percent} label="RBI assessment progress" />
        </div>
      </HeaderRow>
      <AssessmentControls kind="rbi" scope={nbfcType} period={saved?.period ?? null} fields={saved} onPeriod={onPeriod} completed={rbi.submitted} />
      <ReadOnlyFieldset disabled={saved?.readOnly ?? false}>
        {questions.length === 0 ? (
          <EmptyState>No questions are published for this NBFC type yet.</EmptyState>
        ) : (
          <TwoColumn>
            <nav aria-label="Areas">
              <SideList>
                {areas.map((a) => {
                  const ofArea = questions.filter((q) => q.area === a);
                  const done = ofArea.filter((q) => rbi.answers[q.questionId]?.status).length;
                  return (
                    <li key={a}>
                      <SideButton type="button" $active={a === area} aria-pressed={a === area} onClick={() => setArea(a)}>
                        {a}
                        <small>
                          {done}/{ofArea.length} answered
                        </small>
                      </SideButton>
                    </li>
                  );
                })}
              </SideList>
            </nav>

            <section aria-label={`${area} questions`}>
              <QuestionList>
                {inArea.map((q) => {
                  const number = questions.indexOf(q) + 1;
                  const remarksId = domId('rbi-remarks', q.questionId);
                  const titleId = domId('rbi-q', q.questionId);
                  return (
                    <QuestionCard key={q.questionId} aria-labelledby={titleId}>
                      <Meta>
                        <strong>{q.area}</strong>
                        <span>Clause: {q.clauseReference}</span>
                      </Meta>
                      <h3 id={titleId}>
                        {number}. {q.questionText}
                        <ChangedBadge changed={rbi.changed.has(q.questionId)} />
                      </h3>
                      {q.explanation && <Muted>{q.explanation}</Muted>}
                      <ApplicabilityNote item={q} />
                      <VerificationNote verification={q.verification} />
                      <StatusButtons
                        label={`Status of question ${number}`}
                        options={optionsFor(RBI_STATUS_OPTIONS, q)}
                        value={rbi.answers[q.questionId]?.status ?? null}
                        onChange={(status) => rbi.setStatus(q.questionId, status)}
                      />
                      <Label htmlFor={remarksId}>
                        Remarks
                        <TextArea
                          id={remarksId}
                          rows={2}
                          value={rbi.answers[q.questionId]?.remarks ?? ''}
                          maxLength={RbiAnswerInputSchema.properties.remarks.maxLength}
                          onChange={(e) => rbi.setRemarks(q.questionId, e.target.value)}
                          onBlur={() => rbi.commitRemarks(q.questionId)}
                        />
                      </Label>
                      <QuestionEvidence questionId={q.questionId} questionLabel={`question ${number}`} />
                    </QuestionCard>
                  );
                })}
              </QuestionList>
            </section>
          </TwoColumn>
        )}

        <StickyFooter>
          <span role="status" aria-live="polite">
            {rbi.saving ? 'Saving...' : `${rbi.percent}% complete`}
          </span>
          <Actions>
            <Button type="button" disabled={rbi.percent < 100 || rbi.submitting || questions.length === 0} onClick={() => void rbi.submit()}>
              {rbi.submitting ? 'Submitting...' : 'Submit Assessment'}
            </Button>
          </Actions>
        </StickyFooter>
      </ReadOnlyFieldset>
    </Page>
  );
}
