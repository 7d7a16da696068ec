import { apiRequest, ApiRequestError } from './apiClient';
import { mockFetch } from './testFetch';

beforeEach(() => localStorage.clear());

test('sends JSON with the stored bearer token and answers the parsed body', async () => {
  localStorage.setItem('auth_token', 'stored-token-123');
  const calls = mockFetch([{ status: 200, body: { success: true, items: [1] } }]);
  const answer = await apiRequest('/api/things', { method: 'POST', body: { a: 1 } });
  expect(answer).toEqual({ success: true, items: [1] });
  expect(calls[0]).toMatchObject({
    url: '/api/things',
    method: 'POST',
    body: { a: 1 },
    headers: { Authorization: 'Bearer stored-token-123', 'Content-Type': 'application/json' },
  });
});

test('token null sends no Authorization header', async () => {
  localStorage.setItem('auth_token', 'stored-token-123');
  const calls = mockFetch([{ status: 200, body: {} }]);
  await apiRequest('/api/open', { token: null });
  expect(calls[0].headers.Authorization).toBeUndefined();
});

describe('spec 000 section 8: the error text of a non-OK answer', () => {
  test.each([
    [{ message: 'Invalid email or password', error: 'ignored' }, 'Invalid email or password'],
    [{ error: 'Bad thing' }, 'Bad thing'],
    [{}, 'An error occurred'],
    ['<html>gateway</html>', 'An error occurred'],
    [undefined, 'An error occurred'],
  ])('answer %p gives "%s"', async (body, message) => {
    mockFetch([{ status: 400, body }]);
    const failure = apiRequest('/api/x');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toThrow(message);
  });

  test('the error carries the status', async () => {
    mockFetch([{ status: 403, body: { message: 'No' } }]);
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403, message: 'No' });
  });
});
