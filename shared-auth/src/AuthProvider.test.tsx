import { render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './AuthProvider';
import { authModalStore } from './authModalStore';
import { authStore } from './authStore';
import { mockFetch } from './testFetch';

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

test('the provider runs the session check on start', async () => {
  mockFetch([{ status: 200, body: { success: true, user: { id: 'u', firstName: 'A', lastName: '', email: 'a@b.in', role: 'maker', status: 'active', companyId: 'c' } } }]);
  render(
    <AuthProvider>
      <Status />
    </AuthProvider>,
  );
  expect((await screen.findByText('signed-in as a@b.in')).tagName).toBe('P');
});

test('only one auth modal is open at a time', () => {
  authModalStore.getState().openLogin();
  expect(authModalStore.getState().open).toBe('login');
  authModalStore.getState().openRegister();
  expect(authModalStore.getState().open).toBe('register');
  authModalStore.getState().close();
  expect(authModalStore.getState().open).toBeNull();
});
