import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CompanyDetailResponse, CompanyProfile } from 'shared-contracts';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  PageTitle,
  Spinner,
  useAction,
  useApi,
  formatNumber,
  formatRupees,
  formatDate,
  type Column,
  Section,
  space,
  theme,
} from 'shared-ui';
import { Badge, Toolbar } from '../../common/ui';
import { setCompanySuspended } from './companiesApi';
import { ContractPlanForm } from './ContractPlanForm';
import { planStateLabel, planUntil, seatsText } from './planText';

const Sections = styled.div`
  display: grid;
  gap: ${space('md')};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  margin-bottom: ${space('md')};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space('xxs', 'md')};
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

const USER_COLUMNS: Array<Column<CompanyDetailResponse['users'][number]>> = [
  { header: 'Name', cell: (u) => `${u.firstName} ${u.lastName}`.trim() },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Role', cell: (u) => u.role, cellStyle: { textTransform: 'capitalize' } },
  { header: 'Status', cell: (u) => <Badge $tone={u.status}>{u.status === 'active' ? 'Active' : 'Suspended'}</Badge> },
];

const PAYMENT_COLUMNS: Array<Column<CompanyDetailResponse['payments'][number]>> = [
  { header: 'Date', cell: (p) => formatDate(p.createdAt) },
  { header: 'Plan', cell: (p) => p.planName ?? '—' },
  { header: 'Amount', cell: (p) => formatRupees(p.amount) },
  { header: 'Status', cell: (p) => p.status, cellStyle: { textTransform: 'capitalize' } },
  { header: 'Transaction', cell: (p) => p.txnid },
];

function Detail({ data, onChanged }: { data: CompanyDetailResponse; onChanged: () => void }) {
  const { company } = data;
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAction();
  const suspended = company.status === 'suspended';

  const toggle = () =>
    run(async () => {
      await setCompanySuspended(company.id, !suspended);
      setConfirming(false);
      onChanged();
      return suspended ? `${company.companyName} has been reactivated` : `${company.companyName} has been suspended`;
    });

  return (
    <>
      <Toolbar>
        <div>
          <Link to="/super-admin/companies">← Company Management</Link>
          <PageTitle style={{ marginTop: theme.space.xs }}>{company.companyName}</PageTitle>
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
        <Section id="company-plan" title="Plan and usage">
          <Facts>
            <dt>Plan</dt>
            <dd>{company.plan.planName ?? 'No plan'}</dd>
            <dt>Status</dt>
            <dd>
              <Badge $tone={company.plan.state}>{planStateLabel(company.plan)}</Badge> {planUntil(company.plan)}
            </dd>
            {company.plan.contractReference && (
              <>
                <dt>Contract</dt>
                <dd>{company.plan.contractReference}</dd>
              </>
            )}
            <dt>Seats used</dt>
            <dd>{seatsText(company.plan)}</dd>
            <dt>Documents</dt>
            <dd>{data.documentsCount}</dd>
            <dt>Registered</dt>
            <dd>{formatDate(company.createdAt)}</dd>
          </Facts>
        </Section>
        <Section id="company-assessments" title="Assessment progress">
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
        </Section>
      </Sections>

      <Section id="company-profile" title="Company profile" style={{ marginBottom: theme.space.md }}>
        <Facts>
          {PROFILE_FIELDS.map(([key, label]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{show(company.profile[key])}</dd>
            </div>
          ))}
        </Facts>
      </Section>

      <h2 style={{ fontSize: '1.1rem' }}>Users</h2>
      <DataTable
        label="Company users"
        scrollLabel="Company users, scrollable"
        look="console"
        style={{ marginBottom: theme.space.md }}
        columns={USER_COLUMNS}
        rows={data.users}
        rowKey={(u) => u.id}
        empty="This company has no users."
      />
      <p>
        <Link to={`/super-admin/users?companyId=${company.id}`}>Manage these users in User Management</Link>
      </p>

      <h2 style={{ fontSize: '1.1rem' }}>Payments</h2>
      <DataTable
        label="Payments"
        scrollLabel="Payments, scrollable"
        look="console"
        columns={PAYMENT_COLUMNS}
        rows={data.payments}
        rowKey={(p) => p.id}
        empty="No payments yet."
      />

      <div style={{ marginTop: theme.space.md }}>
        <ContractPlanForm companyId={company.id} onGranted={onChanged} />
      </div>

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
