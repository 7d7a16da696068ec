import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AsyncState } from '../hooks/useAsync';
import { renderView } from '../../../test-support/src'; // relative: test-support itself depends on shared-ui
import { AsyncContent } from './AsyncContent';

const state = (over: Partial<AsyncState<string[]>>): AsyncState<string[]> => ({ data: null, error: null, loading: false, reload: jest.fn(), ...over });
const show = (s: AsyncState<string[]>) =>
  renderView(
    <AsyncContent state={s} loadingLabel="Loading tasks..." isEmpty={(items) => items.length === 0} empty="No tasks found">
      {(items) => (
        <ul aria-label="Tasks">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </AsyncContent>,
  );

it('a spinner until the first answer', () => {
  show(state({ loading: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading tasks...');
});

it('the failure with Retry, which loads again', async () => {
  const s = state({ error: 'The server is unavailable' });
  show(s);
  expect(screen.getByRole('alert')).toHaveTextContent('The server is unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(s.reload).toHaveBeenCalledTimes(1);
});

it('the empty message, else the data (kept on screen while it reloads)', () => {
  const { unmount } = show(state({ data: [] }));
  expect(screen.getByText('No tasks found')).toBeInTheDocument();
  unmount();
  show(state({ data: ['File DNBS01'], loading: true }));
  expect(screen.getByRole('list', { name: 'Tasks' })).toHaveTextContent('File DNBS01');
  expect(screen.queryByRole('status')).toBeNull();
});
