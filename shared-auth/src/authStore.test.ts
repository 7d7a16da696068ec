import { AUTH_MESSAGES, type PublicUser, type RegisterRequest, type SessionResponse } from 'shared-contracts';
import { apiRequest } from './apiClient';
import { authStore } from './authStore';
// The front end's one fetch fake (a relative import: test-support itself depends on shared-auth).
import type { Answer } from '../../test-support/src/answerTypes';
import { mockApi, offContract } from '../../test-support/src/mockApi';

const user = (over: Partial<PublicUser> = {}): PublicUser => ({
  id: 'u1',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@nbfc.in',
  role: 'admin',
  status: 'active',
  companyId: 'c1',
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  authStore.setState({ user: null, status: 'loading' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const noTokenStored = () => {
  expect(localStorage.getItem('auth_token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
};

describe('session check on start', () => {
  test('asks the server who is signed in and uses the user of the answer', async () => {
    expect(authStore.getState().status).toBe('loading');
    const { calls } = mockApi({ 'GET /api/auth/session': { status: 200, body: { success: true, user: user({ firstName: 'Fresh' }) } } });
    await authStore.getState().checkSession();
    expect(calls[0]).toMatchObject({ url: '/api/auth/session', method: 'GET' });
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: { firstName: 'Fresh' } });
    noTokenStored();
  });

  test('a visitor (user null) is signed out', async () => {
    mockApi({ 'GET /api/auth/session': { status: 200, body: { success: true, user: null } } });
    await authStore.getState().checkSession();
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  test('ASVS v5.0 3.3.4 a token and user left in localStorage by an earlier version are removed and never sent', async () => {
    localStorage.setItem('auth_token', 'old-token');
    localStorage.setItem('user', JSON.stringify(user()));
    const { calls } = mockApi({ 'GET /api/auth/session': { status: 200, body: { success: true, user: null } } });
    await authStore.getState().checkSession();
    noTokenStored();
    expect(JSON.stringify(calls)).not.toContain('old-token');
    expect(authStore.getState().status).toBe('signed-out');
  });

  test('a network error leaves the visitor signed out, silently', async () => {
    mockApi({ 'GET /api/auth/session': new Error('offline') });
    await authStore.getState().checkSession();
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  test("a sign-in during the check is not undone by the check's late answer", async () => {
    let answer!: (value: Answer<SessionResponse>) => void;
    mockApi({ 'GET /api/auth/session': () => new Promise((resolve) => (answer = resolve)) });
    const check = authStore.getState().checkSession();
    mockApi({ 'POST /api/auth/login': { status: 200, body: { success: true, user: user({ firstName: 'New' }) } } });
    await authStore.getState().login('asha@nbfc.in', 'secret1');
    answer({ status: 200, body: { success: true, user: null } });
    await check;
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: { firstName: 'New' } });
  });

  test('a role the product does not know is treated as maker', async () => {
    mockApi({ 'GET /api/auth/session': offContract('a role this client does not know', { status: 200, body: { success: true, user: { ...user(), role: 'auditor' } } }) });
    await authStore.getState().checkSession();
    expect(authStore.getState().user?.role).toBe('maker');
  });
});

describe('login', () => {
  test("holds the user (the session is the server's cookie) and answers the server redirectTo when given", async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': { status: 200, body: { success: true, user: user(), redirectTo: '/somewhere' } } });
    const path = await authStore.getState().login('asha@nbfc.in', 'secret1');
    expect(path).toBe('/somewhere');
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST', body: { email: 'asha@nbfc.in', password: 'secret1' } });
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: { email: 'asha@nbfc.in' } });
    noTokenStored();
  });

  test.each([
    ['admin', '/admin'],
    ['super-admin', '/admin'],
    ['maker', '/maker'],
    ['checker', '/checker'],
    ['unknown-role', '/maker'],
  ])('without redirectTo a %s goes to %s', async (role, path) => {
    mockApi({
      'POST /api/auth/login': offContract('every role, and one this client does not know', { status: 200, body: { success: true, user: { ...user(), role } } }),
    });
    expect(await authStore.getState().login('a@b.in', 'secret1')).toBe(path);
  });

  test('rethrows the server message and holds nothing', async () => {
    authStore.setState({ status: 'signed-out' });
    mockApi({ 'POST /api/auth/login': { status: 401, body: { success: false, message: 'Invalid email or password' } } });
    await expect(authStore.getState().login('a@b.in', 'wrong12')).rejects.toThrow('Invalid email or password');
    expect(authStore.getState()).toMatchObject({ user: null, status: 'signed-out' });
  });

  test('ASVS v5.0 6.3.3 a remaining step (MFA) is answered as is and holds no session until completeSignIn', async () => {
    const challenge = { success: true, step: 'mfa', challengeToken: 'challenge-1', message: 'Enter the code' } as const;
    mockApi({ 'POST /api/auth/login': { status: 200, body: challenge } });
    expect(await authStore.getState().login('a@b.in', 'Ledger-Audit-2026')).toEqual(challenge);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(authStore.getState().status).not.toBe('signed-in');
    expect(authStore.getState().user).toBeNull();
    // The server set the session cookie with the step's answer: the store only takes the user.
    const path = authStore.getState().completeSignIn({ success: true, user: user(), redirectTo: '/admin' });
    expect(path).toBe('/admin');
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', user: { email: user().email } });
    expect(localStorage.length).toBe(0);
  });
});

describe('register', () => {
  const payload: RegisterRequest = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@nbfc.in',
    password: 'secret1',
    companyData: {} as RegisterRequest['companyData'],
  };

  test('signs in and goes to /admin', async () => {
    const { calls } = mockApi({ 'POST /api/auth/register': { status: 201, body: { success: true, user: user(), redirectTo: '/elsewhere' } } });
    expect(await authStore.getState().register(payload)).toBe('/admin');
    expect(calls[0]).toMatchObject({ url: '/api/auth/register', method: 'POST', body: payload });
    expect(authStore.getState().status).toBe('signed-in');
    noTokenStored();
  });

  test('rethrows the server message', async () => {
    mockApi({ 'POST /api/auth/register': { status: 400, body: { success: false, message: AUTH_MESSAGES.registrationRefused } } });
    await expect(authStore.getState().register(payload)).rejects.toThrow(AUTH_MESSAGES.registrationRefused);
    expect(authStore.getState().user).toBeNull();
  });
});

describe('logout', () => {
  beforeEach(() => {
    authStore.setState({ user: user(), status: 'signed-in' });
  });

  test('ASVS v5.0 7.4.1 asks the server to end the session (it clears the cookie) and signs out', async () => {
    const { calls } = mockApi({ 'POST /api/auth/logout': { status: 200, body: { success: true, message: 'Logged out successfully' } } });
    await authStore.getState().logout();
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST' });
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  test('signs out whatever the server answered (errors only logged)', async () => {
    mockApi({ 'POST /api/auth/logout': new Error('offline') });
    await authStore.getState().logout();
    expect(authStore.getState().user).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});

test('ASVS v5.0 7.3.1 a 401 on any call (idle timeout, session ended on another device) shows the signed-out state', async () => {
  authStore.setState({ user: user(), status: 'signed-in' });
  mockApi({ 'GET /api/tasks/my-tasks': { status: 401, body: { success: false, message: 'Your session has expired. Please sign in again.' } } });
  await expect(apiRequest('/api/tasks/my-tasks')).rejects.toThrow('Your session has expired');
  expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null });
});

describe('browser storage', () => {
  /** Everything the page's scripts could persist: both web storages and the readable cookies. */
  const browserStorage = () => {
    const dump = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`).join(';');
    return `${dump(localStorage)}|${dump(sessionStorage)}|${document.cookie}`;
  };

  test('ASVS v5.0 14.3.3 signing in stores nothing about the user or the password in localStorage, sessionStorage or readable cookies', async () => {
    sessionStorage.clear();
    mockApi({
      'POST /api/auth/login': {
        status: 200,
        body: { success: true, user: user({ id: 'user-7731', firstName: 'Mitali', email: 'mitali@nbfc.in' }), redirectTo: '/admin' },
      },
    });
    await authStore.getState().login('mitali@nbfc.in', 'Secret-ledger-2026');
    expect(authStore.getState().user?.email).toBe('mitali@nbfc.in');
    const stored = browserStorage();
    for (const value of ['mitali@nbfc.in', 'Mitali', 'user-7731', 'Secret-ledger-2026']) expect(stored).not.toContain(value);
  });

  test('ASVS v5.0 14.3.1 logging out clears the signed-in user from the page even when the server cannot be reached', async () => {
    authStore.setState({ user: user({ email: 'gone@nbfc.in' }), status: 'signed-in' });
    mockApi({ 'POST /api/auth/logout': new TypeError('Failed to fetch') });
    await authStore.getState().logout();
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(JSON.stringify(authStore.getState())).not.toContain('gone@nbfc.in');
    expect(browserStorage()).not.toContain('gone@nbfc.in');
  });
});
