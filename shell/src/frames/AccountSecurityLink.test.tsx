import { screen } from '@testing-library/react';
import { renderView } from 'test-support';
import { AccountSecurityLink } from './AccountSecurityLink';

it('keeps its name "Account security" and stays on one line, with a short "Security" for phones', () => {
  renderView(<AccountSecurityLink />);
  const link = screen.getByRole('link', { name: 'Account security' });
  expect(link).toHaveAttribute('href', '/account/security');
  expect(getComputedStyle(link).whiteSpace).toBe('nowrap');
  // The phone label is for the eye only: the accessible name above does not change with the screen.
  expect(screen.getByText('Security')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('Security').parentElement).toBe(link);
  // On a wide screen (jsdom applies no media query) only the full label is drawn.
  expect(getComputedStyle(screen.getByText('Security')).display).toBe('none');
});
