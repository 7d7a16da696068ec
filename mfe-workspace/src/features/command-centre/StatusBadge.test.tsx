import { screen } from '@testing-library/react';
import { renderView } from 'test-support';
import { CalendarLegend } from '../calendar/CalendarLegend';
import { StatusBadge } from './StatusBadge';

// The colours a user sees, written out: the theme's tokens must keep them (docs/decisions/0330-colours-and-spacing-from-the-theme.md).

test.each([
  ['Overdue', 'overdue', 'rgb(254, 226, 226)', 'rgb(127, 29, 29)'],
  ['Filed', 'filed', 'rgb(220, 252, 231)', 'rgb(20, 83, 45)'],
  ['Awaiting sign-off', 'awaiting_sign_off', 'rgb(237, 233, 254)', 'rgb(76, 29, 149)'],
] as const)('the status "%s" is written in its tint, dark text on a pale background', (label, status, background, color) => {
  renderView(<StatusBadge status={status} />);
  expect(screen.getByText(label)).toHaveStyle({ backgroundColor: background, color });
});

test("the calendars' legend draws an overdue item outlined in the danger red and a filing outlined in blue", () => {
  const { container } = renderView(<CalendarLegend />);
  expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Overdue');
  expect(container.querySelector('i.overdue')).toHaveStyle({ outline: '2px solid #b91c1c', backgroundColor: 'rgb(255, 255, 255)' });
  expect(container.querySelector('i.filing')).toHaveStyle({ border: '2px solid #1d4ed8' });
});
