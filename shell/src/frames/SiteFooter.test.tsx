import { screen, within } from '@testing-library/react';
import { renderView } from 'test-support';
import { SiteFooter } from './SiteFooter';

test('the footer carries the ten footer links, the company address and social links', () => {
  renderView(<SiteFooter />);
  const hrefs = [
    ...within(screen.getByRole('navigation', { name: 'Company' })).getAllByRole('link'),
    ...within(screen.getByRole('navigation', { name: 'Help' })).getAllByRole('link'),
  ].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['/about', '/features', '/careers', '/contact-us', '/blog', '/subscription', '/faq', '/support', '/terms', '/privacy']);
  expect(screen.getByText(/Bandra Kurla Complex/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', 'https://www.linkedin.com/');
});

test('the e-mail address breaks only after its @, never inside a word', () => {
  renderView(<SiteFooter />);
  const email = screen.getByRole('link', { name: /^support@/ });
  expect(email).toHaveAttribute('href', 'mailto:support@compliancemanagement.in');
  expect(email.innerHTML).toBe('support@<wbr>compliancemanagement.in');
  expect(getComputedStyle(email.closest('address')!).overflowWrap).not.toBe('anywhere');
});
