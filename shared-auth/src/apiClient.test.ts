import { apiRequest, ApiRequestError, setUnauthorizedHandler } from './apiClient';
// The front end's one fetch fake (a relative import: test-support itself depends on shared-auth).
import { mockApi } from '../../test-support/src/mockApi';

afterEach(() => setUnauthorizedHandler(null));

test('ASVS v5.0 3.3.4 sends JSON with no token of its own (the HttpOnly cookie goes by itself) and answers the parsed body', async () => {
  localStorage.setItem('auth_token', 'stored-token-123');
  const { calls } = mockApi({ 'POST /api/things': { status: 200, body: { success: true, items: [1] } } });
  const answer = await apiRequest('/api/things', { method: 'POST', body: { a: 1 } });
  expect(answer).toEqual({ success: true, items: [1] });
  expect(calls[0]).toMatchObject({ url: '/api/things', method: 'POST', body: { a: 1 }, headers: { 'Content-Type': 'application/json' } });
  expect(calls[0].headers.Authorization).toBeUndefined();
  expect(calls[0].credentials).toBe('same-origin');
});

test('a 401 tells the auth store that the server ended the session; other errors do not', async () => {
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  mockApi({
    'GET /api/x': [
      { status: 403, body: { message: 'No' } },
      { status: 401, body: { message: 'Your session has expired. Please sign in again.' } },
    ],
  });
  await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403 });
  expect(handler).not.toHaveBeenCalled();
  await expect(apiRequest('/api/x')).rejects.toThrow('Your session has expired. Please sign in again.');
  expect(handler).toHaveBeenCalledTimes(1);
});

describe('the error text of a non-OK answer: message, else error, else a fixed text', () => {
  test.each([
    [{ message: 'Invalid email or password', error: 'ignored' }, 'Invalid email or password'],
    [{ error: 'Bad thing' }, 'Bad thing'],
    [{}, 'An error occurred'],
    ['<html>gateway</html>', 'An error occurred'],
    [undefined, 'An error occurred'],
  ])('answer %p gives "%s"', async (body, message) => {
    mockApi({ 'GET /api/x': { status: 400, body } });
    const failure = apiRequest('/api/x');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toThrow(message);
  });

  test('the error carries the status', async () => {
    mockApi({ 'GET /api/x': { status: 403, body: { message: 'No' } } });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403, message: 'No' });
  });
});
