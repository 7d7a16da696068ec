import { screen, within } from '@testing-library/react';
import { renderView } from '../../../test-support/src'; // relative: test-support itself depends on shared-ui
import { TaskFigures } from './TaskFigures';

const counts = { pending: 2, inProgress: 1, completed: 3, overdue: 1, total: 6 };
const figures = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

it("the task counters, each with its count, under the screen's own label; overdue is WorkFigures' (tasks and filings)", () => {
  renderView(<TaskFigures counts={counts} label="Task counts" />);
  expect(figures('Task counts')).toEqual(['Pending 2', 'In Progress 1', 'Completed 3']);
});

it('the admin figures lead with the total', () => {
  renderView(<TaskFigures counts={counts} withTotal />);
  expect(figures('Task figures')).toEqual(['Total tasks 6', 'Pending 2', 'In Progress 1', 'Completed 3']);
});
