import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { SelfAuditAudit, SelfAuditContentResponse, SelfAuditEntityType, SelfAuditTab } from 'shared-contracts';
import { Button, ErrorState, PageTitle, Spinner, useAsync, Options, space, theme } from 'shared-ui';
import { HeaderRow, Page, ProgressBar, SideButton, SideList, StickyFooter, TwoColumn } from '../assessment-common/layout';
import { AssessmentControls } from '../assessment-common/AssessmentControls';
import { EvidenceProvider } from '../evidence/EvidenceContext';
import { ReadOnlyFieldset } from '../assessment-common/periods';
import { TABS, allItems, answeredIn, groupsOf, percentIn } from './checklist';
import { fetchSelfAudit } from './selfAuditApi';
import { SelfAuditItems } from './SelfAuditItems';
import { useSelfAuditAnswers } from './useSelfAuditAnswers';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  border: 0;
  background: none;
  padding: 0.6rem ${space('md')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.muted)};
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
`;

const Select = styled.select`
  font: inherit;
  padding: 0.4rem 0.6rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export default function SelfAuditPage() {
  const [chosen, setChosen] = useState<SelfAuditEntityType | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const { data, loading, error, reload } = useAsync(() => fetchSelfAudit(chosen, period), [chosen, period]);
  if (loading) return <Spinner label="Loading audit data..." />;
  if (error || !data) return <ErrorState message="The self-audit could not be loaded." onRetry={reload} />;
  return (
    <EvidenceProvider kind="self-audit" scope={data.checklist.entityType}>
      <SelfAuditScreen
        key={`${data.checklist.entityType}|${data.audit?.period ?? period ?? 'current'}`}
        checklist={data.checklist}
        audit={data.audit}
        period={period}
        onEntityType={setChosen}
        onPeriod={setPeriod}
      />
    </EvidenceProvider>
  );
}

interface ScreenProps {
  checklist: SelfAuditContentResponse;
  audit: SelfAuditAudit | null;
  period: string | null;
  onEntityType: (type: SelfAuditEntityType) => void;
  onPeriod: (period: string | null) => void;
}

function SelfAuditScreen({ checklist, audit, period, onEntityType, onPeriod }: ScreenProps) {
  // No audit stored for a past quarter: nothing to show, and nothing may be saved there.
  const readOnly = audit?.readOnly ?? period !== null;
  const items = useMemo(() => allItems(checklist.tabs), [checklist]);
  const sa = useSelfAuditAnswers(checklist.entityType, items, audit);
  const [tab, setTab] = useState<SelfAuditTab>('returns');
  const groups = groupsOf(checklist.tabs, tab);
  // The first category (for Policies: the first policy type) is selected when a tab opens.
  const [groupName, setGroupName] = useState<string | null>(null);
  const group = groups.find((g) => g.name === groupName) ?? groups[0];

  const openTab = (next: SelfAuditTab) => {
    setTab(next);
    setGroupName(null);
  };

  return (
    <Page>
      <HeaderRow>
        <div>
          <PageTitle>Self Audit</PageTitle>
          <p>
            <label>
              NBFC category:{' '}
              <Select value={checklist.entityType} onChange={(e) => onEntityType(e.target.value as SelfAuditEntityType)}>
                <Options items={checklist.entityTypes} />
              </Select>
            </label>
          </p>
        </div>
        <div style={{ minWidth: 'min(320px, 100%)' }}>
          <span>
            {answeredIn(items, sa.answers)} of {items.length} items answered
          </span>
          <ProgressBar percent={sa.percent} label="Self-audit progress" />
        </div>
      </HeaderRow>

      <AssessmentControls
        kind="self-audit"
        scope={checklist.entityType}
        period={audit?.period ?? period}
        fields={audit}
        onPeriod={onPeriod}
        completed={audit?.status === 'completed' && audit.nbfcCategory === checklist.entityType}
      />

      <TabList role="tablist" aria-label="Checklist">
        {TABS.map((t) => {
          const tabItems = items.filter((i) => i.tab === t.key);
          return (
            <Tab
              key={t.key}
              type="button"
              role="tab"
              id={`sa-tab-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls="sa-panel"
              $active={tab === t.key}
              onClick={() => openTab(t.key)}
            >
              {t.label} ({percentIn(tabItems, sa.answers)}%)
            </Tab>
          );
        })}
      </TabList>

      <TwoColumn role="tabpanel" id="sa-panel" aria-labelledby={`sa-tab-${tab}`}>
        <nav aria-label={tab === 'policies' ? 'Policy Types' : 'Categories'}>
          {tab === 'policies' && <h2 style={{ fontSize: '0.95rem', margin: `0 0 ${theme.space.xs}` }}>Policy Types</h2>}
          <SideList>
            {groups.map((g) => (
              <li key={g.name}>
                <SideButton type="button" $active={g === group} aria-pressed={g === group} onClick={() => setGroupName(g.name)}>
                  {g.name}
                  <small>
                    {answeredIn(g.items, sa.answers)}/{g.items.length} answered
                  </small>
                </SideButton>
              </li>
            ))}
          </SideList>
        </nav>
        <section aria-label={group?.name ?? 'Items'}>
          {group ? (
            <ReadOnlyFieldset disabled={readOnly}>
              <SelfAuditItems
                items={group.items}
                answers={sa.answers}
                onStatus={sa.setStatus}
                onRemarks={sa.setRemarks}
                onRemarksBlur={sa.commitRemarks}
                changed={sa.changed}
              />
            </ReadOnlyFieldset>
          ) : (
            <p>No checklist items for this tab.</p>
          )}
        </section>
      </TwoColumn>

      <StickyFooter>
        <span role="status" aria-live="polite">
          {sa.saving ? 'Saving...' : `${sa.percent}% complete`}
        </span>
        <Button type="button" disabled={readOnly || sa.percent < 100 || sa.submitting} onClick={() => void sa.submit()}>
          {sa.percent < 100 ? `Complete Assessment (${sa.percent}%)` : 'Submit Assessment'}
        </Button>
      </StickyFooter>
    </Page>
  );
}
