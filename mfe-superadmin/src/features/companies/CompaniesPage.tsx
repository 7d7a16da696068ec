import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { CompaniesResponse, CompanyRow } from 'shared-contracts';
import { PagedTable, toast, useApi, formatDate, theme, type Column } from 'shared-ui';
import { listParams } from '../../common/listParams';
import { queryString } from 'shared-auth';
import { Badge, ListHeader, StatusFilter } from '../../common/ui';
import { AddCompanyModal } from './AddCompanyModal';
import { planStateLabel, planUntil, seatsText } from './planText';

const PAGE_SIZE = 20;

const COLUMNS: Array<Column<CompanyRow>> = [
  {
    header: 'Company',
    cell: (c) => (
      <>
        <Link to={`/super-admin/companies/${c.id}`}>{c.companyName}</Link>
        <div style={{ color: theme.colors.muted, fontSize: '0.85rem' }}>{c.email}</div>
      </>
    ),
  },
  { header: 'Plan', cell: (c) => c.plan.planName ?? 'No plan' },
  { header: 'Seats used', cell: (c) => seatsText(c.plan) },
  {
    header: 'Trial / subscription',
    cell: (c) => (
      <>
        <Badge $tone={c.plan.state}>{planStateLabel(c.plan)}</Badge> <span style={{ fontSize: '0.85rem' }}>{planUntil(c.plan)}</span>
      </>
    ),
  },
  { header: 'Status', cell: (c) => <Badge $tone={c.status}>{c.status === 'active' ? 'Active' : 'Suspended'}</Badge> },
  { header: 'Registered', cell: (c) => formatDate(c.createdAt) },
];

export default function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [adding, setAdding] = useState(false);
  const list = useApi<CompaniesResponse>(`/api/super-admin/companies${queryString({ search, status, page, pageSize: PAGE_SIZE })}`);

  const update = (next: { search?: string; status?: string; page?: number }) => {
    const merged = { search, status, page: 1, ...next };
    setParams(listParams(merged));
  };

  const texts = {
    label: 'Companies',
    empty: search || status ? 'No companies match these filters.' : 'No companies have registered yet.',
    loading: 'Loading companies...',
    pager: 'Companies pages',
  };

  return (
    <>
      <ListHeader
        title="Company Management"
        addLabel="Add New Company"
        onAdd={() => setAdding(true)}
        filterLabel="Filter companies"
        placeholder="Name, email, city or PAN"
        search={search}
        onSearch={(next) => update({ search: next })}
      >
        <StatusFilter value={status} onChange={(next) => update({ status: next })} />
      </ListHeader>

      <PagedTable state={list} rows={(data) => data.companies} columns={COLUMNS} look="console" texts={texts} onPage={(p) => update({ page: p })} />
      {adding && (
        <AddCompanyModal
          onClose={() => setAdding(false)}
          onCreated={(companyId) => {
            toast.success('Company created successfully!');
            setAdding(false);
            navigate(`/super-admin/companies/${companyId}`);
          }}
        />
      )}
    </>
  );
}
