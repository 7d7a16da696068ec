import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { Section } from './Section';

it('is a region named by its heading', () => {
  render(
    <ThemeProvider theme={theme}>
      <Section id="company-plan" title="Plan and usage">
        <p>Essential Compliance</p>
      </Section>
    </ThemeProvider>,
  );
  const region = screen.getByRole('region', { name: 'Plan and usage' });
  expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Plan and usage' }));
  expect(region).toHaveTextContent('Essential Compliance');
});
