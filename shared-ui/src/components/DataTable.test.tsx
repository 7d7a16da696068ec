import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { DataTable, type Column } from './DataTable';

interface Row {
  id: string;
  name: string;
  tasks: number;
}

const columns: Array<Column<Row>> = [
  { header: 'Member', cell: (r) => r.name, rowHeader: true },
  { header: 'Tasks', cell: (r) => r.tasks },
  { header: 'Actions', cell: (r) => <button type="button">{`Edit ${r.name}`}</button>, hideHeader: true },
];
const rows: Row[] = [
  { id: 'a', name: 'Meera Shah', tasks: 3 },
  { id: 'b', name: 'Ravi Rao', tasks: 0 },
];

const show = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

it('renders a header row of column headers and one row per item, the first cell naming its row', () => {
  show(<DataTable label="Completion by team member" columns={columns} rows={rows} rowKey={(r) => r.id} empty="No members." />);
  const table = screen.getByRole('table', { name: 'Completion by team member' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Member', 'Tasks', 'Actions']);
  const bodyRows = within(table).getAllByRole('row').slice(1);
  expect(bodyRows).toHaveLength(2);
  expect(within(bodyRows[0]).getByRole('rowheader')).toHaveTextContent('Meera Shah');
  expect(
    within(bodyRows[1])
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['0', 'Edit Ravi Rao']);
  expect(screen.queryByText('No members.')).not.toBeInTheDocument();
});

it('shows the empty message instead of a table when there are no rows, and an empty table when no message is given', () => {
  const { unmount } = show(<DataTable label="Users" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No users match these filters." />);
  expect(screen.getByText('No users match these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  unmount();
  show(<DataTable label="Users" columns={columns} rows={[]} rowKey={(r) => r.id} />);
  expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(1);
});

it('puts a wide table in a named, focusable scroll region and reads a hidden caption', () => {
  show(<DataTable caption="Maker users" scrollLabel="Company users, scrollable" look="console" columns={columns} rows={rows} rowKey={(r) => r.id} />);
  const region = screen.getByRole('region', { name: 'Company users, scrollable' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('table', { name: 'Maker users' })).toBeInTheDocument();
});

it('leaves out the header row of a table of named figures', () => {
  show(<DataTable noHead look="figures" columns={columns.slice(0, 2)} rows={rows} rowKey={(r) => r.id} />);
  expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
  expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Meera Shah', 'Ravi Rao']);
});

it('labels a cell with its header for the stacked phone layout only when the column asks for it', () => {
  const labelled: Array<Column<Row>> = [columns[0], { ...columns[1], stackLabel: true }];
  show(<DataTable stackOnMobile columns={labelled} rows={rows.slice(0, 1)} rowKey={(r) => r.id} />);
  const cell = screen.getByRole('cell', { name: '3' });
  expect(cell).toHaveAttribute('data-label', 'Tasks');
  expect(screen.getByRole('rowheader', { name: 'Meera Shah' })).not.toHaveAttribute('data-label');
});

it('labels every shown column of a console table, which stacks on a phone instead of scrolling sideways', () => {
  const withActions: Array<Column<Row>> = [...columns, { header: 'Actions', hideHeader: true, cell: () => 'Edit' }];
  show(<DataTable look="console" columns={withActions} rows={rows.slice(0, 1)} rowKey={(r) => r.id} />);
  expect(screen.getByRole('cell', { name: '3' })).toHaveAttribute('data-label', 'Tasks');
  expect(screen.getByRole('cell', { name: 'Edit' })).not.toHaveAttribute('data-label');
});

it('labels every figure with its header when a figures table stacks on a phone, and none when it does not', () => {
  const { unmount } = show(<DataTable look="figures" stackOnMobile label="Team status" columns={columns.slice(0, 2)} rows={rows.slice(0, 1)} rowKey={(r) => r.id} />);
  expect(screen.getByRole('cell', { name: '3' })).toHaveAttribute('data-label', 'Tasks');
  expect(screen.getByRole('rowheader', { name: 'Meera Shah' })).not.toHaveAttribute('data-label');
  unmount();
  show(<DataTable look="figures" label="Team status" columns={columns.slice(0, 2)} rows={rows.slice(0, 1)} rowKey={(r) => r.id} />);
  expect(screen.getByRole('cell', { name: '3' })).not.toHaveAttribute('data-label');
});

it('labels the cell naming its row too when its column asks, so every value of a stacked row is named', () => {
  const labelled: Array<Column<Row>> = [
    { ...columns[0], stackLabel: true },
    { ...columns[1], stackLabel: true },
  ];
  show(<DataTable stackOnMobile columns={labelled} rows={rows.slice(0, 1)} rowKey={(r) => r.id} />);
  expect(screen.getByRole('rowheader', { name: 'Meera Shah' })).toHaveAttribute('data-label', 'Member');
});
