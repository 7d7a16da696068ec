import { useState } from 'react';
import { authStore, saveFile } from 'shared-auth';
import type { McaAssessment, McaSection } from 'shared-contracts';
import { Button, EmptyState, ErrorState, PageTitle, Spinner, useAsync } from 'shared-ui';
import { Actions, HeaderRow, Page, ProgressBar, QuestionList, SideButton, SideList, StickyFooter, TwoColumn } from '../assessment-common/layout';
import { AssessmentControls } from '../assessment-common/AssessmentControls';
import { EvidenceProvider } from '../evidence/EvidenceContext';
import { ReadOnlyFieldset } from '../assessment-common/periods';
import { fetchMca } from './mcaApi';
import { McaPrintableReport } from './McaPrintableReport';
import { McaQuestionCard } from './McaQuestionCard';
import { reportFileName, sectionStats, textReport } from './mcaReport';
import { useMcaAnswers } from './useMcaAnswers';

export default function McaAssessmentPage() {
  const [period, setPeriod] = useState<string | null>(null);
  const { data, loading, error, reload } = useAsync(() => fetchMca(period), [period]);
  if (loading && !data) return <Spinner label="Loading assessment..." />;
  if (error || !data) return <ErrorState message="The MCA compliance assessment could not be loaded." onRetry={reload} />;
  return (
    <EvidenceProvider kind="mca">
      <McaScreen key={data.saved.period ?? 'current'} sections={data.content.sections} saved={data.saved} onPeriod={setPeriod} />
    </EvidenceProvider>
  );
}

interface ScreenProps {
  sections: McaSection[];
  saved: McaAssessment;
  onPeriod: (period: string | null) => void;
}

function McaScreen({ sections, saved, onPeriod }: ScreenProps) {
  const mca = useMcaAnswers(sections, saved);
  const [sectionId, setSectionId] = useState(sections[0]?.sectionId ?? '');
  const section = sections.find((s) => s.sectionId === sectionId);
  const company = authStore.getState().user?.companyName ?? '';

  if (sections.length === 0) return <EmptyState>No MCA questions are published yet.</EmptyState>;

  return (
    <Page>
      <HeaderRow>
        <div>
          <PageTitle>MCA Compliance Assessment</PageTitle>
          <p>
            Companies Act, 2013 compliance across {sections.length} sections.{mca.submitted && ' · Submitted'}
          </p>
        </div>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => saveFile(textReport(sections, mca.answers, company, new Date(), saved.period), reportFileName('txt', new Date(), saved.period), 'text/plain')}
          >
            Export Report
          </Button>
        </Actions>
      </HeaderRow>

      <AssessmentControls kind="mca" period={saved.period ?? null} fields={saved} onPeriod={onPeriod} completed={mca.submitted} />

      <div>
        <span>
          Overall: {mca.overall.answered}/{mca.overall.total} answered · Yes {mca.overall.yes} · No {mca.overall.no} · N/A {mca.overall.na}
        </span>
        <ProgressBar percent={mca.overall.percent} label="MCA assessment progress" />
      </div>

      <TwoColumn>
        <nav aria-label="Sections">
          <SideList>
            {sections.map((s) => {
              const stats = sectionStats(s, mca.answers);
              return (
                <li key={s.sectionId}>
                  <SideButton type="button" $active={s.sectionId === sectionId} aria-pressed={s.sectionId === sectionId} onClick={() => setSectionId(s.sectionId)}>
                    <span>
                      {s.sectionId} · {s.title}
                    </span>
                    <small>
                      {stats.answered}/{stats.total} · {stats.percent}%
                    </small>
                    <small>
                      Yes {stats.yes} · No {stats.no} · N/A {stats.na}
                    </small>
                  </SideButton>
                </li>
              );
            })}
          </SideList>
        </nav>
        {section && (
          <section aria-label={section.title}>
            <h2 style={{ marginTop: 0, fontSize: '1.1rem' }}>
              {section.sectionId} · {section.title}
            </h2>
            <ReadOnlyFieldset disabled={saved.readOnly ?? false}>
              <QuestionList>
                {section.questions.map((q) => (
                  <McaQuestionCard
                    key={q.id}
                    question={q}
                    answer={mca.answers[q.id]}
                    onStatus={(status) => mca.setStatus(q.id, status)}
                    onRemarks={(remarks) => mca.setRemarks(q.id, remarks)}
                    changed={mca.changed.has(q.id)}
                  />
                ))}
              </QuestionList>
            </ReadOnlyFieldset>
          </section>
        )}
      </TwoColumn>

      <StickyFooter>
        <span role="status" aria-live="polite">
          {mca.busy === 'save' ? 'Saving...' : mca.busy === 'submit' ? 'Submitting...' : mca.unsaved ? 'You have unsaved changes' : `${mca.overall.percent}% complete`}
        </span>
        <Actions>
          <Button type="button" $variant="secondary" disabled={saved.readOnly || mca.busy !== null} onClick={() => void mca.save()}>
            Save Progress
          </Button>
          <Button type="button" disabled={saved.readOnly || mca.busy !== null} onClick={() => void mca.submit()}>
            Submit Assessment
          </Button>
        </Actions>
      </StickyFooter>

      <McaPrintableReport sections={sections} answers={mca.answers} company={company} period={saved.period} />
    </Page>
  );
}
