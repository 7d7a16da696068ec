import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authStore } from 'shared-auth';
import { mockApi, renderView, sampleUser } from 'shared-ui/src/testing';
import CheckerLayout from './CheckerLayout';
import MakerLayout from './MakerLayout';

function renderLayout(role: 'maker' | 'checker') {
  authStore.setState({ user: sampleUser({ role }), status: 'signed-in' });
  return renderView(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path={`/${role}/*`} element={role === 'maker' ? <MakerLayout /> : <CheckerLayout />}>
        <Route index element={<p>Dashboard content</p>} />
      </Route>
    </Routes>,
    { path: `/${role}` },
  );
}

it('maker sidebar: own pages, the collapsible Regulatory Compliance group (SEBI not yet available)', async () => {
  mockApi({});
  renderLayout('maker');
  expect(screen.getByText('Meera Shah')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Maker navigation' });
  for (const [name, href] of [
    ['My Tasks', '/maker/my-tasks'],
    ['Drafts', '/maker/drafts'],
    ['Pending Review', '/maker/pending-review'],
    ['Calendar', '/maker/calendar'],
    ['HR Compliance', '/maker/hr-compliance'],
    ['Documents', '/maker/documents'],
  ]) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const group = within(nav).getByRole('button', { name: /Regulatory Compliance/ });
  expect(group).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(group);
  expect(within(nav).getByRole('link', { name: 'RBI' })).toHaveAttribute('href', '/maker/rbi-compliance');
  expect(within(nav).getByRole('link', { name: 'MCA' })).toHaveAttribute('href', '/maker/mca-compliance');
  expect(within(nav).queryByRole('link', { name: /SEBI/ })).not.toBeInTheDocument();
});

it('checker sidebar has Pending Review and Reviewed and no My Tasks', () => {
  mockApi({});
  renderLayout('checker');
  const nav = screen.getByRole('navigation', { name: 'Checker navigation' });
  expect(within(nav).getByRole('link', { name: 'Reviewed' })).toHaveAttribute('href', '/checker/reviewed');
  expect(within(nav).getByRole('link', { name: 'Pending Review' })).toHaveAttribute('href', '/checker/pending-review');
  expect(within(nav).queryByRole('link', { name: 'My Tasks' })).not.toBeInTheDocument();
});

it('Log Out asks first, then signs out and goes home', async () => {
  mockApi({ 'POST /api/auth/logout': { body: { success: true } } });
  renderLayout('maker');
  await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  const dialog = screen.getByRole('dialog', { name: 'Log out' });
  expect(dialog).toHaveTextContent('Are you sure you want to log out?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(authStore.getState().user).toBeNull();
});
