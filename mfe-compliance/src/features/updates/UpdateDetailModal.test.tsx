import { screen } from '@testing-library/react';
import type { UpdateDetail } from 'shared-contracts';
import { mockApi, renderView, sampleUser } from 'test-support';
import { UpdateDetailModal } from './UpdateDetailModal';

const detail: UpdateDetail = {
  id: 'u1',
  type: 'regulatory',
  title: 'Related-party lending',
  description: 'From 1 April 2026',
  body: 'The full text',
  date: '2026-01-05',
  category: 'RBI',
  priority: 'high',
};

test('an update that changes library items names them; one that changes none says nothing of items', async () => {
  mockApi({ 'GET /api/updates/u1': { body: { success: true, update: { ...detail, changedItems: ['MCA-G3', 'RBI-BL-07'] } } } });
  const { unmount } = renderView(<UpdateDetailModal id="u1" title={detail.title} onClose={() => undefined} />, { user: sampleUser() });
  expect(await screen.findByText('Library items changed: MCA-G3, RBI-BL-07')).toBeInTheDocument();
  unmount();
  mockApi({ 'GET /api/updates/u1': { body: { success: true, update: detail } } });
  renderView(<UpdateDetailModal id="u1" title={detail.title} onClose={() => undefined} />, { user: sampleUser() });
  expect(await screen.findByText('The full text')).toBeInTheDocument();
  expect(screen.queryByText(/Library items changed/)).toBeNull();
});
