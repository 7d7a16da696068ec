import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CompanyDetailResponse, CompanyProfile } from 'shared-contracts';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, PageTitle, Spinner, toast, useApi, formatNumber, formatRupees, formatDate } from 'shared-ui';
import { Badge, Table, TableWrap, Toolbar } from '../../common/ui';
import { setCompanySuspended } from './companiesApi';
import { planStateLabel, planUntil, seatsText } from './planText';

const Sections = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  margin-bottom: 1rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin: 0;
  & dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & progress {
    width: 100%;
    max-width: 10rem;
  }
`;

const PROFILE_FIELDS: Array<[keyof CompanyProfile, string]> = [
  ['organizationType', 'Organization Type'],
  ['email', 'Email'],
  ['mobile', 'Mobile Number'],
  ['landline', 'Landline'],
  ['websiteUrl', 'Website URL'],
  ['pan', 'PAN'],
  ['cin', 'CIN'],
  ['gstn', 'GSTN'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['pincode', 'Pincode'],
  ['country', 'Country'],
  ['establishment', 'Establishment Type'],
  ['nbfcType', 'NBFC Type'],
  ['currentAssetSize', 'Current Asset Size'],
  ['netOwnedFund', 'Net Owned Fund'],
  ['regulatoryAuthorities', 'Regulatory Authorities'],
];

function show(value: CompanyProfile[keyof CompanyProfile]): string {
  if (value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'number') return formatNumber(value);
  return value;
}

const rupees = formatRupees;

function Detail({ data, onChanged }: { data: CompanyDetailResponse; onChanged: () => void }) {
  const { company } = data;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const suspended = company.status === 'suspended';

  const toggle = async () => {
    setBusy(true);
    try {
      await setCompanySuspended(company.id, !suspended);
      toast.success(suspended ? `${company.companyName} has been reactivated` : `${company.companyName} has been suspended`);
      setConfirming(false);
      onChanged();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'An error occurred');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Toolbar>
        <div>
          <Link to="/super-admin/companies">← Company Management</Link>
          <PageTitle style={{ marginTop: '0.5rem' }}>{company.companyName}</PageTitle>
          <Badge $tone={company.status}>{suspended ? 'Suspended' : 'Active'}</Badge>
        </div>
        {suspended ? (
          <Button type="button" disabled={busy} onClick={() => void toggle()}>
            Reactivate Company
          </Button>
        ) : (
          <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
            Suspend Company
          </Button>
        )}
      </Toolbar>

      <Sections>
        <Card aria-labelledby="company-plan">
          <h2 id="company-plan" style={{ marginTop: 0, fontSize: '1.1rem' }}>
            Plan and usage
          </h2>
          <Facts>
            <dt>Plan</dt>
            <dd>{company.plan.planName ?? 'No plan'}</dd>
            <dt>Status</dt>
            <dd>
              <Badge $tone={company.plan.state}>{planStateLabel(company.plan)}</Badge> {planUntil(company.plan)}
            </dd>
            <dt>Seats used</dt>
            <dd>{seatsText(company.plan)}</dd>
            <dt>Documents</dt>
            <dd>{data.documentsCount}</dd>
            <dt>Registered</dt>
            <dd>{formatDate(company.createdAt)}</dd>
          </Facts>
        </Card>
        <Card aria-labelledby="company-assessments">
          <h2 id="company-assessments" style={{ marginTop: 0, fontSize: '1.1rem' }}>
            Assessment progress
          </h2>
          {data.assessments.length === 0 ? (
            <EmptyState>No assessment answers yet.</EmptyState>
          ) : (
            <Facts>
              {data.assessments.map((a) => (
                <div key={a.key} style={{ display: 'contents' }}>
                  <dt>{a.label}</dt>
                  <dd>
                    <progress max={a.total} value={a.answered} aria-label={`${a.label} progress`} /> {a.answered} of {a.total}
                  </dd>
                </div>
              ))}
            </Facts>
          )}
        </Card>
      </Sections>

      <Card aria-labelledby="company-profile" style={{ marginBottom: '1rem' }}>
        <h2 id="company-profile" style={{ marginTop: 0, fontSize: '1.1rem' }}>
          Company profile
        </h2>
        <Facts>
          {PROFILE_FIELDS.map(([key, label]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{show(company.profile[key])}</dd>
            </div>
          ))}
        </Facts>
      </Card>

      <h2 style={{ fontSize: '1.1rem' }}>Users</h2>
      {data.users.length === 0 ? (
        <EmptyState>This company has no users.</EmptyState>
      ) : (
        <TableWrap style={{ marginBottom: '1rem' }} tabIndex={0} role="region" aria-label="Company users, scrollable">
          <Table aria-label="Company users">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((u) => (
                <tr key={u.id}>
                  <td>{`${u.firstName} ${u.lastName}`.trim()}</td>
                  <td>{u.email}</td>
                  <td style={{ textTransform: 'capitalize' }}>{u.role}</td>
                  <td>
                    <Badge $tone={u.status}>{u.status === 'active' ? 'Active' : 'Suspended'}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <p>
        <Link to={`/super-admin/users?companyId=${company.id}`}>Manage these users in User Management</Link>
      </p>

      <h2 style={{ fontSize: '1.1rem' }}>Payments</h2>
      {data.payments.length === 0 ? (
        <EmptyState>No payments yet.</EmptyState>
      ) : (
        <TableWrap tabIndex={0} role="region" aria-label="Payments, scrollable">
          <Table aria-label="Payments">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Plan</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Transaction</th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((p) => (
                <tr key={p.id}>
                  <td>{formatDate(p.createdAt)}</td>
                  <td>{p.planName ?? '—'}</td>
                  <td>{rupees(p.amount)}</td>
                  <td style={{ textTransform: 'capitalize' }}>{p.status}</td>
                  <td>{p.txnid}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}

      {confirming && (
        <ConfirmDialog
          title="Suspend company"
          message={`Suspend ${company.companyName}? All of its users are signed out at once and cannot sign in until the company is reactivated.`}
          confirmLabel="Suspend"
          danger
          busy={busy}
          onConfirm={() => void toggle()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

export default function CompanyDetailPage() {
  const { companyId = '' } = useParams();
  const detail = useApi<CompanyDetailResponse>(`/api/super-admin/companies/${encodeURIComponent(companyId)}`);
  if (detail.loading && !detail.data) return <Spinner label="Loading company..." />;
  if (detail.error) return <ErrorState message={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return null;
  return <Detail data={detail.data} onChanged={detail.reload} />;
}
