import { render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './AuthProvider';
import { authModalStore } from './authModalStore';
import { authStore } from './authStore';
// The front end's one fetch fake (a relative import: test-support itself depends on shared-auth).
import { mockApi } from '../../test-support/src/mockApi';

function Status() {
  const { status, user } = useAuth();
  return <p>{user ? `${status} as ${user.email}` : status}</p>;
}

beforeEach(() => {
  localStorage.clear();
  authStore.setState({ user: null, status: 'loading' });
});

test('useAuth outside its provider raises the specified error', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Status />)).toThrow('useAuth must be used within an AuthProvider');
});

test('the provider asks the server once on start who is signed in, and its children see the answer', async () => {
  const { calls } = mockApi({
    'GET /api/auth/session': {
      status: 200,
      body: { success: true, user: { id: 'u', firstName: 'A', lastName: '', email: 'a@b.in', role: 'maker', status: 'active', companyId: 'c' } },
    },
  });
  render(
    <AuthProvider>
      <Status />
    </AuthProvider>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('signed-in as a@b.in')).toBeInTheDocument();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/session']);
});

test('with checkOnMount off the provider makes no call and keeps the state it was given', () => {
  const { calls } = mockApi({});
  authStore.setState({ user: null, status: 'signed-out' });
  render(
    <AuthProvider checkOnMount={false}>
      <Status />
    </AuthProvider>,
  );
  expect(screen.getByText('signed-out')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test('only one auth modal is open at a time', () => {
  authModalStore.getState().openLogin();
  expect(authModalStore.getState().open).toBe('login');
  authModalStore.getState().openRegister();
  expect(authModalStore.getState().open).toBe('register');
  authModalStore.getState().close();
  expect(authModalStore.getState().open).toBeNull();
});
