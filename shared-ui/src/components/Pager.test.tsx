import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { Pager } from './Pager';

const show = (page: number, total: number, onPage = jest.fn()) => {
  render(
    <ThemeProvider theme={theme}>
      <Pager label="Users pages" page={page} pageSize={20} total={total} onPage={onPage} />
    </ThemeProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Users pages' }));
};

it('says which rows are shown and moves one page either way', async () => {
  const onPage = jest.fn();
  const nav = show(2, 45, onPage);
  expect(nav.getByText('21–40 of 45')).toBeInTheDocument();
  expect(nav.getByText('Page 2 of 3')).toBeInTheDocument();
  await userEvent.click(nav.getByRole('button', { name: 'Previous' }));
  await userEvent.click(nav.getByRole('button', { name: 'Next' }));
  expect(onPage.mock.calls).toEqual([[1], [3]]);
});

it('cannot go before the first page or past the last', () => {
  const nav = show(1, 20);
  expect(nav.getByText('1–20 of 20')).toBeInTheDocument();
  expect(nav.getByText('Page 1 of 1')).toBeInTheDocument();
  expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('shows an empty list as page 1 of 1 with no rows', () => {
  const nav = show(1, 0);
  expect(nav.getByText('0–0 of 0')).toBeInTheDocument();
  expect(nav.getByText('Page 1 of 1')).toBeInTheDocument();
});
