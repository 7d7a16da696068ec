import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from 'shared-auth';
import { theme } from 'shared-ui';

export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider checkOnMount={false}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthProvider>
    </ThemeProvider>,
  );
}

/** Replaces fetch with one answer per call, in order; records the calls. */
export function mockFetch(answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers.shift() ?? { status: 500, body: { message: 'no answer queued' } };
    return { ok: next.status < 300, status: next.status, text: async () => JSON.stringify(next.body) } as Response;
  }) as typeof fetch;
  return calls;
}
