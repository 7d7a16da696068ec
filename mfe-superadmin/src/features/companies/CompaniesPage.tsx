import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { CompaniesResponse } from 'shared-contracts';
import { Button, EmptyState, ErrorState, PageTitle, Spinner, toast, useApi, formatDate, theme } from 'shared-ui';
import { listParams } from '../../common/listParams';
import { queryString } from 'shared-auth';
import { Badge, Filters, Pager, Table, TableWrap, Toolbar } from '../../common/ui';
import { AddCompanyModal } from './AddCompanyModal';
import { planStateLabel, planUntil, seatsText } from './planText';

const PAGE_SIZE = 20;

export default function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(search);
  const [adding, setAdding] = useState(false);
  const list = useApi<CompaniesResponse>(`/api/super-admin/companies${queryString({ search, status, page, pageSize: PAGE_SIZE })}`);

  const update = (next: { search?: string; status?: string; page?: number }) => {
    const merged = { search, status, page: 1, ...next };
    setParams(listParams(merged));
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ search: searchText.trim() });
  };

  return (
    <>
      <Toolbar>
        <PageTitle>Company Management</PageTitle>
        <Button type="button" onClick={() => setAdding(true)}>
          Add New Company
        </Button>
      </Toolbar>
      <Filters role="search" aria-label="Filter companies" onSubmit={onSearch}>
        <label>
          Search
          <input type="search" value={searchText} placeholder="Name, email, city or PAN" onChange={(e) => setSearchText(e.target.value)} />
        </label>
        <Button type="submit" $variant="secondary">
          Search
        </Button>
        <label>
          Status
          <select value={status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </select>
        </label>
      </Filters>

      {list.loading && !list.data && <Spinner label="Loading companies..." />}
      {list.error && <ErrorState message={list.error} onRetry={list.reload} />}
      {list.data &&
        !list.error &&
        (list.data.companies.length === 0 ? (
          <EmptyState>{search || status ? 'No companies match these filters.' : 'No companies have registered yet.'}</EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table aria-label="Companies" aria-busy={list.loading}>
                <thead>
                  <tr>
                    <th scope="col">Company</th>
                    <th scope="col">Plan</th>
                    <th scope="col">Seats used</th>
                    <th scope="col">Trial / subscription</th>
                    <th scope="col">Status</th>
                    <th scope="col">Registered</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.companies.map((c) => (
                    <tr key={c.id}>
                      <td>
                        <Link to={`/super-admin/companies/${c.id}`}>{c.companyName}</Link>
                        <div style={{ color: theme.colors.muted, fontSize: '0.85rem' }}>{c.email}</div>
                      </td>
                      <td>{c.plan.planName ?? 'No plan'}</td>
                      <td>{seatsText(c.plan)}</td>
                      <td>
                        <Badge $tone={c.plan.state}>{planStateLabel(c.plan)}</Badge> <span style={{ fontSize: '0.85rem' }}>{planUntil(c.plan)}</span>
                      </td>
                      <td>
                        <Badge $tone={c.status}>{c.status === 'active' ? 'Active' : 'Suspended'}</Badge>
                      </td>
                      <td>{formatDate(c.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
            <Pager label="Companies" page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={(p) => update({ page: p })} />
          </>
        ))}
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
