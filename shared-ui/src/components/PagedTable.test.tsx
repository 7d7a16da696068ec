import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { AsyncState } from '../hooks/useAsync';
import { theme } from '../theme';
import { PagedTable } from './PagedTable';

interface Mail {
  id: string;
  to: string;
}
interface MailPage {
  mails: Mail[];
  page: number;
  pageSize: number;
  total: number;
}

const state = (over: Partial<AsyncState<MailPage>>): AsyncState<MailPage> => ({ data: null, error: null, loading: false, reload: jest.fn(), ...over });

function show(s: AsyncState<MailPage>, onPage = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <PagedTable
        state={s}
        rows={(p) => p.mails}
        columns={[{ header: 'To', cell: (m: Mail) => m.to }]}
        texts={{ label: 'E-mails', empty: 'No e-mails.', loading: 'Loading e-mails...', pager: 'E-mails pages' }}
        onPage={onPage}
        above={(p) => <p>{`${p.total} e-mails`}</p>}
      />
    </ThemeProvider>,
  );
}

it('shows the loading state, then a failure with Retry', async () => {
  show(state({ loading: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading e-mails...');
  const reload = jest.fn();
  show(state({ error: 'The server is unavailable', reload }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The server is unavailable');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('shows the empty message without a pager, and a page of rows with its count and pager', async () => {
  show(state({ data: { mails: [], page: 1, pageSize: 20, total: 0 } }));
  expect(screen.getByText('No e-mails.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  const onPage = jest.fn();
  show(state({ data: { mails: [{ id: '1', to: 'a@example.in' }], page: 1, pageSize: 1, total: 2 } }), onPage);
  expect(screen.getByText('2 e-mails')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'E-mails' })).getByRole('cell')).toHaveTextContent('a@example.in');
  await userEvent.click(within(screen.getByRole('navigation', { name: 'E-mails pages' })).getByRole('button', { name: 'Next' }));
  expect(onPage).toHaveBeenCalledWith(2);
});
