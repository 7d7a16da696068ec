import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAuthSelector } from 'shared-auth';
import type { RiskListResponse, RiskRecord } from 'shared-contracts';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, PageTitle, Spinner, toast } from 'shared-ui';
import { HeatMap } from './HeatMap';
import { RiskForm } from './RiskForm';
import { deleteRisk, fetchRisks } from './riskApi';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: 1rem;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  & th,
  & td {
    text-align: left;
    padding: 0.5rem 0.4rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
`;

const RATING_COLOURS = { Low: '#15803d', Medium: '#a16207', High: '#c2410c', Critical: '#b91c1c' } as const;
const Rating = styled.span<{ $rating: keyof typeof RATING_COLOURS }>`
  color: ${({ $rating }) => RATING_COLOURS[$rating]};
  font-weight: 700;
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

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0.5rem' }}>
        <PageTitle>Risk Assessment</PageTitle>
        <Button type="button" onClick={() => setEditing('new')}>
          Add Risk
        </Button>
      </div>
      {error && <ErrorState message={error} onRetry={load} />}
      {!data && !error && <Spinner label="Loading risk register..." />}
      {data && (
        <Layout>
          <Card aria-labelledby="heatmap-title">
            <h2 id="heatmap-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>
              Residual Risk Heat Map
            </h2>
            <HeatMap cells={data.heatMap} />
          </Card>
          <Card aria-labelledby="register-title">
            <h2 id="register-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>
              Risk Register ({data.risks.length})
            </h2>
            {data.risks.length === 0 ? (
              <EmptyState>No risks recorded yet. Add the first risk to build your register.</EmptyState>
            ) : (
              <div style={{ overflowX: 'auto' }}>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">Risk</th>
                      <th scope="col">Owner</th>
                      <th scope="col">Inherent</th>
                      <th scope="col">Residual</th>
                      <th scope="col">Actions</th>
                      <th scope="col">
                        <span style={{ position: 'absolute', left: '-9999px' }}>Manage</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.risks.map((risk) => (
                      <tr key={risk.id}>
                        <td>
                          <strong>{risk.title}</strong>
                          <div style={{ fontSize: '0.8rem' }}>
                            {risk.category} · {risk.status}
                          </div>
                        </td>
                        <td>{risk.owner}</td>
                        <td>
                          <Rating $rating={risk.inherentRating}>{risk.inherentRating}</Rating> ({risk.inherentScore})
                        </td>
                        <td>
                          <Rating $rating={risk.residualRating}>{risk.residualRating}</Rating> ({risk.residualScore})
                        </td>
                        <td>
                          {risk.actions.length === 0
                            ? 'None'
                            : risk.actions.map((a) => (
                                <div key={a.id} style={{ fontSize: '0.8rem' }}>
                                  {a.description} - due {a.dueDate} ({a.status}){a.overdue ? ' - overdue' : ''}
                                </div>
                              ))}
                        </td>
                        <td>
                          <Button type="button" $small $variant="secondary" onClick={() => setEditing(risk)} aria-label={`Edit ${risk.title}`}>
                            Edit
                          </Button>{' '}
                          {role === 'admin' && (
                            <Button type="button" $small $variant="danger" onClick={() => setDeleting(risk)} aria-label={`Delete ${risk.title}`}>
                              Delete
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            )}
          </Card>
        </Layout>
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
