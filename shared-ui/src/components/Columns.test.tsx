import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { Columns, PlainList } from './Columns';

it('lays out the given columns and drops to one column below the tablet breakpoint', () => {
  render(
    <ThemeProvider theme={theme}>
      <Columns data-testid="columns" $columns="260px minmax(0, 1fr)">
        <div />
      </Columns>
      <PlainList aria-label="Devices">
        <li>Chrome on Linux</li>
      </PlainList>
    </ThemeProvider>,
  );
  const css = Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent)
    .join('');
  expect(css).toContain('grid-template-columns:260px minmax(0, 1fr)');
  expect(css).toMatch(/@media \(max-width: ?960px\)\{[^}]*grid-template-columns:minmax\(0, 1fr\)/);
  expect(screen.getByRole('list', { name: 'Devices' })).toContainElement(screen.getByText('Chrome on Linux'));
});
