// Test helpers for the assessment screens: a fake network at the fetch boundary, the theme and a router.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { authStore } from 'shared-auth';
import { theme, Toaster, toastStore } from 'shared-ui';

export interface FakeCall {
  method: string;
  path: string;
  /** The path with its query string. */
  url: string;
  body: unknown;
}

type Reply = { status?: number; body: unknown } | ((call: FakeCall) => { status?: number; body: unknown });

/** Answers fetch by "METHOD /path" (query string ignored) and records every call. */
export function fakeApi(routes: Record<string, Reply>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, url, body };
    calls.push(call);
    const reply = routes[`${method} ${path}`];
    const { status = 200, body: answer } = !reply
      ? { status: 404, body: { success: false, message: 'not faked' } }
      : typeof reply === 'function'
        ? reply(call)
        : reply;
    // The parts of a Response that apiRequest reads (jsdom has no Response class).
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(answer) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a page at `path` (e.g. /maker/hr-compliance) with the toasts and the current location visible. */
export function renderAt(path: string, page: ReactElement, { signedIn = true } = {}) {
  authStore.setState(
    signedIn
      ? { user: { id: 'u1', email: 'm@x.test', firstName: 'M', lastName: 'K', role: 'maker', status: 'active', companyId: 'c1' }, status: 'signed-in' }
      : { user: null, status: 'signed-out' },
  );
  toastStore.setState({ toasts: [] });
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}

// The screens log failed calls on purpose (spec 001 section 8); keep React's own warnings visible.
const realError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((a) => a instanceof Error)) return;
    realError(...args);
  });
});
afterEach(() => jest.restoreAllMocks());
