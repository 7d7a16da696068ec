import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateItem, UpdatesListResponse } from 'shared-contracts';
import { mockApi, quietLoggedErrors, renderView, sampleUser } from 'test-support';

quietLoggedErrors();
import UpdatesPage from './UpdatesPage';

const item = (id: string, over: Partial<UpdateItem> = {}): UpdateItem => ({
  id,
  type: 'regulatory',
  title: `Update ${id}`,
  description: `What changed in ${id}`,
  date: '2025-11-10',
  category: 'RBI',
  priority: 'medium',
  ...over,
});

const page1: UpdatesListResponse = {
  success: true,
  updates: [
    item('u1', { priority: 'urgent', isNew: true, dueDate: '2025-12-15', source: 'RBI circular' }),
    item('u2', { type: 'training', eventDate: '2025-12-02', category: 'Training' }),
  ],
  counts: { urgent: 1, new: 1 },
  page: 1,
  pageSize: 6,
  total: 3,
};
const page2: UpdatesListResponse = { ...page1, updates: [item('u3', { type: 'system', title: 'Update u3' })], page: 2 };

/** Answers GET /api/updates by its query (page, type) and records every URL asked for. */
function feedApi() {
  const urls: URL[] = [];
  mockApi({
    'GET /api/updates': (_body, call) => {
      const url = new URL(call.url, 'http://localhost');
      urls.push(url);
      const answer =
        url.searchParams.get('page') === '2' ? page2 : url.searchParams.get('type') === 'training' ? { ...page1, updates: [page1.updates[1]], total: 1 } : page1;
      return { body: answer };
    },
  });
  return urls;
}

test('the feed header counts urgent and new items; the five spec filters; cards carry their badges, dates and buttons', async () => {
  feedApi();
  renderView(<UpdatesPage />, { path: '/maker/updates', route: '/maker/updates', user: sampleUser(), showLocation: true });
  expect(screen.getByText('Loading updates...')).toBeInTheDocument();
  expect(await screen.findByText('1 Urgent')).toBeInTheDocument();
  expect(screen.getByText('1 New', { selector: 'span' })).toBeInTheDocument();

  const filters = within(screen.getByRole('group', { name: 'Filter updates' })).getAllByRole('button');
  expect(filters.map((b) => b.textContent)).toEqual(['All Updates', 'Regulatory Changes', 'Important Deadlines', 'System Updates', 'Training & Events', 'Archived']);
  expect(filters[0]).toHaveAttribute('aria-pressed', 'true');

  const first = screen.getByRole('article', { name: /Update u1/ });
  expect(within(first).getByText('New')).toBeInTheDocument();
  expect(within(first).getByText('urgent')).toBeInTheDocument();
  expect(within(first).getByText(/^Due date:/)).toBeInTheDocument();
  expect(within(first).getByText(/Source: RBI circular/)).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: /^View details/i })).toHaveTextContent('View Details');
  expect(within(first).getByRole('button', { name: /^Archive/ })).toHaveTextContent('Archive');
  expect(within(screen.getByRole('article', { name: /Update u2/ })).getByText(/^Event date:/)).toBeInTheDocument();
});

test('Load More Updates asks for the next page and appends it; a filter asks for its type', async () => {
  const urls = feedApi();
  renderView(<UpdatesPage />, { path: '/maker/updates', route: '/maker/updates', user: sampleUser(), showLocation: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Load More Updates' }));
  expect(await screen.findByRole('article', { name: /Update u3/ })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(urls[urls.length - 1].searchParams.get('page')).toBe('2');
  // All three of three are shown: nothing more to load.
  expect(screen.queryByRole('button', { name: 'Load More Updates' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Training & Events' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Training & Events' })).toHaveAttribute('aria-pressed', 'true');
  expect(urls[urls.length - 1].searchParams.get('type')).toBe('training');
});

test('each card shows its type as a drawn icon named for screen readers, with no emoji glyph', async () => {
  feedApi();
  renderView(<UpdatesPage />, { path: '/maker/updates', route: '/maker/updates', user: sampleUser() });
  const regulatory = await screen.findByRole('article', { name: /Update u1/ });
  const training = screen.getByRole('article', { name: /Update u2/ });
  const regulatoryIcon = within(regulatory).getByRole('img', { name: 'Regulatory change' });
  expect(within(training).getByRole('img', { name: 'Training or event' })).toBeInTheDocument();
  // The drawing itself is hidden from assistive technology: the name is said once.
  expect(regulatoryIcon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  for (const card of [regulatory, training]) expect(card.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
});
