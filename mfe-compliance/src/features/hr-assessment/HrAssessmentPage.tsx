import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authStore } from 'shared-auth';
import type { HrAssessment, HrContentResponse } from 'shared-contracts';
import { pagePath } from 'shared-contracts/federation';
import { Button, EmptyState, ErrorState, PageTitle, Spinner, toast, useAsync, space } from 'shared-ui';
import { Actions, HeaderRow, Page, QuestionList, SideButton, SideList, StickyFooter, TwoColumn } from '../assessment-common/layout';
import { clockTime } from '../assessment-common/progress';
import { AssessmentControls } from '../assessment-common/AssessmentControls';
import { EvidenceProvider } from '../evidence/EvidenceContext';
import { ReadOnlyFieldset } from '../assessment-common/periods';
import { fetchHr } from './hrApi';
import { HrQuestionCard } from './HrQuestionCard';
import { HrSummary, hrSummary } from './HrSummary';
import { useHrAnswers } from './useHrAnswers';

export const LOGIN_REQUIRED = 'Please log in to access HR compliance assessment';
const ALL = 'all';

const Search = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 0.55rem ${space('sm')};
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${space('sm')};
`;

const Panel = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${space('md')};
  & h2 {
    font-size: 0.95rem;
    margin: ${space(0, 0, 'xs')};
  }
`;

/** Not signed in → tell the user and go to /login. */
function LoginRequired() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(LOGIN_REQUIRED);
    navigate(pagePath('public', 'login'), { replace: true });
  }, [navigate]);
  return null;
}

export default function HrAssessmentPage() {
  if (authStore.getState().status === 'signed-out') return <LoginRequired />;
  return <HrAssessmentLoader />;
}

function HrAssessmentLoader() {
  const [period, setPeriod] = useState<string | null>(null);
  const { data, loading, error, reload } = useAsync(() => fetchHr(period), [period]);
  if (loading && !data) return <Spinner label="Loading assessment..." />;
  if (error || !data) return <ErrorState message="The HR compliance assessment could not be loaded." onRetry={reload} />;
  return (
    <EvidenceProvider kind="hr">
      <HrAssessmentScreen key={data.assessment.period ?? 'current'} content={data.content} assessment={data.assessment} onPeriod={setPeriod} />
    </EvidenceProvider>
  );
}

function HrAssessmentScreen({ content, assessment, onPeriod }: { content: HrContentResponse; assessment: HrAssessment; onPeriod: (period: string | null) => void }) {
  const { questions } = content;
  const hr = useHrAnswers(questions, assessment);
  const readOnly = assessment.readOnly ?? false;
  const [showSummary, setShowSummary] = useState(true);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL);

  const summary = hrSummary(questions, hr.answers);
  const numbered = useMemo(() => questions.map((q, i) => ({ q, number: i + 1 })), [questions]);
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return numbered.filter(
      ({ q }) => (category === ALL || q.category === category) && (!needle || q.question.toLowerCase().includes(needle) || q.area.toLowerCase().includes(needle)),
    );
  }, [numbered, search, category]);

  return (
    <Page>
      <HeaderRow>
        <div>
          <PageTitle>HR Compliance Assessment</PageTitle>
          <p>Assess your organisation against Indian labour laws and HR regulations.</p>
        </div>
        <Actions>
          {hr.completed && <strong>Completed</strong>}
          {hr.lastSaved && <span>Last saved: {clockTime(hr.lastSaved)}</span>}
          <Button type="button" $variant="secondary" aria-expanded={showSummary} aria-controls="hr-summary" onClick={() => setShowSummary((v) => !v)}>
            {showSummary ? 'Hide Summary' : 'View Summary'}
          </Button>
        </Actions>
      </HeaderRow>

      <AssessmentControls kind="hr" period={assessment.period ?? null} fields={assessment} onPeriod={onPeriod} completed={hr.completed} />

      {showSummary && <HrSummary summary={summary} />}

      <TwoColumn>
        <Panel aria-label="Search and filters">
          <Search aria-label="Search questions" type="search" placeholder="Search questions..." value={search} onChange={(e) => setSearch(e.target.value)} />
          <h2 id="hr-categories">Categories</h2>
          <SideList aria-labelledby="hr-categories">
            {[ALL, ...content.filterCategories].map((c) => (
              <li key={c}>
                <SideButton type="button" $active={category === c} aria-pressed={category === c} onClick={() => setCategory(c)}>
                  {c === ALL ? 'All Categories' : c}
                </SideButton>
              </li>
            ))}
          </SideList>
        </Panel>

        <section aria-label="Questions">
          {visible.length === 0 ? (
            <EmptyState>No questions match your search.</EmptyState>
          ) : (
            <ReadOnlyFieldset disabled={readOnly}>
              <QuestionList>
                {visible.map(({ q, number }) => (
                  <HrQuestionCard
                    key={q.id}
                    question={q}
                    number={number}
                    answer={hr.answers[q.id]}
                    onStatus={hr.setStatus}
                    onComments={hr.setComments}
                    onCommentsBlur={hr.flushComments}
                    changed={hr.changed.has(q.id)}
                  />
                ))}
              </QuestionList>
            </ReadOnlyFieldset>
          )}
        </section>
      </TwoColumn>

      <StickyFooter>
        <span role="status" aria-live="polite">
          {hr.saving ? 'Saving...' : hr.lastSaved ? `Auto-saved at ${clockTime(hr.lastSaved)}` : ''}
        </span>
        <Actions>
          <Button type="button" $variant="secondary" disabled={readOnly || hr.busy !== null} onClick={() => void hr.saveAll()}>
            Save All Changes
          </Button>
          <Button type="button" disabled={readOnly || hr.busy !== null} onClick={() => void hr.complete()}>
            Complete Assessment
          </Button>
        </Actions>
      </StickyFooter>
    </Page>
  );
}
