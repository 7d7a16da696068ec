import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from 'shared-auth';
import { theme, Toaster } from 'shared-ui';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

/** fetch answered by 'METHOD /path?query' keys; an array answers successive calls in turn. */
export function mockApi(routes: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const used: Record<string, number> = {};
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const key = `${method} ${String(url)}`;
    calls.push({ method, url: String(url), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const entry = routes[key];
    if (!entry) throw new Error(`Unexpected call ${key}`);
    const list = Array.isArray(entry) ? entry : [entry];
    const answer = list[Math.min(used[key] ?? 0, list.length - 1)];
    used[key] = (used[key] ?? 0) + 1;
    const status = answer.status ?? 200;
    return { ok: status < 300, status, text: async () => JSON.stringify(answer.body) } as Response;
  }) as typeof fetch;
  return { calls };
}

/** Renders a page at `path` inside the router, theme and auth provider the shell gives it. */
export function renderPage(page: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider checkOnMount={false}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </ThemeProvider>,
  );
}
