import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { SideNav, type SideNavItem } from './SideNav';

const items: SideNavItem[] = [
  { kind: 'link', label: 'Dashboard', to: '/admin', end: true },
  {
    kind: 'group',
    label: 'Regulatory Compliance',
    items: [
      { kind: 'link', label: 'RBI', to: '/admin/compliance/rbi' },
      { kind: 'soon', label: 'SEBI' },
    ],
  },
];

it('toggles a group with aria-expanded and shows pages without a route as coming soon, not as links', async () => {
  render(
    <ThemeProvider theme={theme}>
      <SideNav label="Admin navigation" items={items} renderLink={({ to, label }) => <a href={to}>{label}</a>} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  const toggle = screen.getByRole('button', { name: /Regulatory Compliance/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'RBI' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'RBI' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /SEBI/ })).not.toBeInTheDocument();
  expect(screen.getByText('SEBI').closest('[aria-disabled="true"]')).toHaveTextContent('Coming soon');
});

it('opens by itself the group that holds the current page', () => {
  render(
    <ThemeProvider theme={theme}>
      <SideNav label="Admin navigation" items={items} activePath="/admin/compliance/rbi" renderLink={({ to, label }) => <a href={to}>{label}</a>} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: /Regulatory Compliance/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'RBI' })).toBeInTheDocument();
});
