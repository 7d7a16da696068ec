import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAuthSelector } from 'shared-auth';
import { ACTION_STATUS_LABELS, RISK_STATUS_LABELS, type RiskListResponse, type RiskRecord } from 'shared-contracts';
import { Button, ConfirmDialog, DataTable, ErrorState, PageTitle, Spinner, toast, type Column, Section, formatDate, space } from 'shared-ui';
import { HeatMap } from './HeatMap';
import { RiskForm } from './RiskForm';
import { deleteRisk, fetchRisks } from './riskApi';

const RATING_KEYS = { Low: 'low', Medium: 'medium', High: 'high', Critical: 'critical' } as const;
const Rating = styled.span<{ $rating: keyof typeof RATING_KEYS }>`
  color: ${({ $rating, theme }) => theme.risk[RATING_KEYS[$rating]].text};
  font-weight: 700;
`;

/** Edit and Delete side by side, never one on top of the other. */
const ManageButtons = styled.div`
  display: flex;
  gap: ${space('xs')};
`;

/** The title with Add Risk at its right, on the title's line. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('xs')};
  margin-bottom: ${space('md')};
  & h1 {
    margin: 0;
  }
`;

/** The heat map above the register: side by side, the map lost its fifth column and the register its width. */
const Stack = styled.div`
  display: grid;
  gap: ${space('md')};
  /* A grid item is at least as wide as its content: without this the heat map's table widened the page at 360 px
     instead of scrolling inside its own region. */
  & > * {
    min-width: 0;
  }
  & > :first-child {
    max-width: 640px;
  }
`;

export default function RiskAssessmentPage() {
  const role = useAuthSelector((s) => s.user?.role);
  const [data, setData] = useState<RiskListResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<RiskRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RiskRecord | null>(null);

  const load = useCallback(() => {
    setError(null);
    fetchRisks().then(setData, (e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);

  async function remove(risk: RiskRecord) {
    setDeleting(null);
    try {
      await deleteRisk(risk.id);
      toast.success('Risk deleted');
      load();
    } catch (e) {
      toast.error((e as Error).message);
    }
  }

  const columns: Array<Column<RiskRecord>> = [
    {
      header: 'Risk',
      cell: (risk) => (
        <>
          <strong>{risk.title}</strong>
          <div style={{ fontSize: '0.8rem' }}>
            {risk.category} · {RISK_STATUS_LABELS[risk.status]}
          </div>
        </>
      ),
    },
    { header: 'Owner', stackLabel: true, cell: (risk) => risk.owner },
    {
      header: 'Inherent',
      stackLabel: true,
      cell: (risk) => (
        <>
          <Rating $rating={risk.inherentRating}>{risk.inherentRating}</Rating> ({risk.inherentScore})
        </>
      ),
    },
    {
      header: 'Residual',
      stackLabel: true,
      cell: (risk) => (
        <>
          <Rating $rating={risk.residualRating}>{risk.residualRating}</Rating> ({risk.residualScore})
        </>
      ),
    },
    {
      header: 'Actions',
      stackLabel: true,
      cell: (risk) =>
        risk.actions.length === 0
          ? 'None'
          : risk.actions.map((a) => (
              <div key={a.id} style={{ fontSize: '0.8rem' }}>
                {a.description}: due {formatDate(a.dueDate)} ({ACTION_STATUS_LABELS[a.status]}){a.overdue ? ', overdue' : ''}
              </div>
            )),
    },
    {
      header: 'Manage',
      hideHeader: true,
      cell: (risk) => (
        <ManageButtons>
          <Button type="button" $small $variant="secondary" onClick={() => setEditing(risk)} aria-label={`Edit ${risk.title}`}>
            Edit
          </Button>
          {role === 'admin' && (
            <Button type="button" $small $variant="danger" onClick={() => setDeleting(risk)} aria-label={`Delete ${risk.title}`}>
              Delete
            </Button>
          )}
        </ManageButtons>
      ),
    },
  ];

  return (
    <div>
      <Head>
        <PageTitle>Risk Assessment</PageTitle>
        <Button type="button" onClick={() => setEditing('new')}>
          Add Risk
        </Button>
      </Head>
      {error && <ErrorState message={error} onRetry={load} />}
      {!data && !error && <Spinner label="Loading risk register..." />}
      {data && (
        <Stack>
          <Section id="heatmap-title" title="Residual Risk Heat Map">
            <HeatMap cells={data.heatMap} />
          </Section>
          <Section id="register-title" title={<>Risk Register ({data.risks.length})</>}>
            <DataTable
              stackOnMobile
              columns={columns}
              rows={data.risks}
              rowKey={(risk) => risk.id}
              empty="No risks recorded yet. Add the first risk to build your register."
            />
          </Section>
        </Stack>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete risk"
          message={`Delete the risk "${deleting.title}" and its mitigation actions?`}
          confirmLabel="Delete"
          danger
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {editing && (
        <RiskForm
          risk={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(editing === 'new' ? 'Risk added to the register' : 'Risk updated');
            setEditing(null);
            load();
          }}
        />
      )}
    </div>
  );
}
