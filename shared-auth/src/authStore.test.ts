import type { PublicUser, RegisterRequest } from 'shared-contracts';
import { authStore } from './authStore';
import { mockFetch } from './testFetch';

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
  authStore.setState({ user: null, token: null, status: 'loading' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('session check on start (spec 000 section 4)', () => {
  test('starts loading, and with nothing stored becomes signed out without a call', async () => {
    expect(authStore.getState().status).toBe('loading');
    const calls = mockFetch([]);
    await authStore.getState().checkSession();
    expect(calls).toHaveLength(0);
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null, token: null });
  });

  test('verifies a stored session and uses the user of the answer', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(user({ firstName: 'Old' })));
    const calls = mockFetch([{ status: 200, body: { success: true, user: user({ firstName: 'Fresh' }) } }]);
    await authStore.getState().checkSession();
    expect(calls[0]).toMatchObject({ url: '/api/auth/me', headers: { Authorization: 'Bearer tok-1' } });
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', token: 'tok-1' });
    expect(authStore.getState().user?.firstName).toBe('Fresh');
    expect(JSON.parse(localStorage.getItem('user')!).firstName).toBe('Fresh');
  });

  test.each([
    ['a non-OK answer', { status: 401, body: { message: 'expired' } }],
    ['a network error', new Error('offline')],
  ])('clears the stored token and user silently on %s', async (_label, answer) => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(user()));
    mockFetch([answer]);
    await authStore.getState().checkSession();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null, token: null });
  });

  test('a sign-out in another tab during the check is not undone', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(user()));
    global.fetch = jest.fn(async () => {
      localStorage.clear();
      return { ok: true, status: 200, text: async () => JSON.stringify({ success: true, user: user() }) } as Response;
    }) as typeof fetch;
    await authStore.getState().checkSession();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(authStore.getState().status).toBe('signed-out');
  });

  test('a role the product does not know is treated as maker', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(user()));
    mockFetch([{ status: 200, body: { success: true, user: { ...user(), role: 'auditor' } } }]);
    await authStore.getState().checkSession();
    expect(authStore.getState().user?.role).toBe('maker');
  });
});

describe('login', () => {
  test('stores token and user and answers the server redirectTo when given', async () => {
    const calls = mockFetch([{ status: 200, body: { success: true, user: user(), token: 'tok-2', redirectTo: '/somewhere' } }]);
    const path = await authStore.getState().login('asha@nbfc.in', 'secret1');
    expect(path).toBe('/somewhere');
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST', body: { email: 'asha@nbfc.in', password: 'secret1' } });
    expect(localStorage.getItem('auth_token')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem('user')!).email).toBe('asha@nbfc.in');
    expect(authStore.getState()).toMatchObject({ status: 'signed-in', token: 'tok-2' });
  });

  test.each([
    ['admin', '/admin'],
    ['super-admin', '/admin'],
    ['maker', '/maker'],
    ['checker', '/checker'],
    ['unknown-role', '/maker'],
  ])('without redirectTo a %s goes to %s', async (role, path) => {
    mockFetch([{ status: 200, body: { success: true, user: { ...user(), role }, token: 'tok-3' } }]);
    expect(await authStore.getState().login('a@b.in', 'secret1')).toBe(path);
  });

  test('rethrows the server message and stores nothing', async () => {
    mockFetch([{ status: 401, body: { success: false, message: 'Invalid email or password' } }]);
    await expect(authStore.getState().login('a@b.in', 'wrong12')).rejects.toThrow('Invalid email or password');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(authStore.getState().user).toBeNull();
  });

  test('ASVS v5.0 6.3.3 a remaining step (MFA) is answered as is and holds no session until completeSignIn', async () => {
    const challenge = { success: true, step: 'mfa', challengeToken: 'challenge-1', message: 'Enter the code' };
    mockFetch([{ status: 200, body: challenge }]);
    expect(await authStore.getState().login('a@b.in', 'Ledger-Audit-2026')).toEqual(challenge);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(authStore.getState().status).not.toBe('signed-in');
    const path = authStore.getState().completeSignIn({ success: true, user: user(), token: 'tok-mfa', redirectTo: '/admin' });
    expect(path).toBe('/admin');
    expect(localStorage.getItem('auth_token')).toBe('tok-mfa');
    expect(authStore.getState().status).toBe('signed-in');
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

  test('stores the session and goes to /admin', async () => {
    const calls = mockFetch([{ status: 201, body: { success: true, user: user(), token: 'tok-4', redirectTo: '/elsewhere' } }]);
    expect(await authStore.getState().register(payload)).toBe('/admin');
    expect(calls[0]).toMatchObject({ url: '/api/auth/register', method: 'POST', body: payload });
    expect(localStorage.getItem('auth_token')).toBe('tok-4');
    expect(authStore.getState().status).toBe('signed-in');
  });

  test('rethrows the server message', async () => {
    mockFetch([{ status: 409, body: { success: false, message: 'An account with this email already exists' } }]);
    await expect(authStore.getState().register(payload)).rejects.toThrow('An account with this email already exists');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('logout', () => {
  beforeEach(() => {
    localStorage.setItem('auth_token', 'tok-5');
    localStorage.setItem('user', JSON.stringify(user()));
    authStore.setState({ user: user(), token: 'tok-5', status: 'signed-in' });
  });

  test('calls the server with the token and clears the session', async () => {
    const calls = mockFetch([{ status: 200, body: { success: true } }]);
    await authStore.getState().logout();
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST', headers: { Authorization: 'Bearer tok-5' } });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(authStore.getState()).toMatchObject({ status: 'signed-out', user: null });
  });

  test('clears the session whatever the server answered (errors only logged)', async () => {
    mockFetch([new Error('offline')]);
    await authStore.getState().logout();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(authStore.getState().user).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});
