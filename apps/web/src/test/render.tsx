// Renders the real app (providers, router, screens) at an address, against a fake BFF.
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/Providers';
import { resetDialogs } from '../lib/dialog-store';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown } | 'network-failure';
export type FakeBff = (request: RecordedRequest) => FakeAnswer;

/** Replaces fetch by a fake BFF and records every request it receives. */
export function fakeBff(handler: FakeBff): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const recorded: RecordedRequest = {
        method: init.method ?? 'GET',
        url: input,
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(recorded);
      const answer = handler(recorded);
      if (answer === 'network-failure') throw new TypeError('Failed to fetch');
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function renderWithProviders(ui: ReactNode): RenderResult {
  resetDialogs();
  return render(<Providers queryClient={testQueryClient()}>{ui}</Providers>);
}

export function renderRoutes(
  routes: RouteObject[],
  path: string,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  resetDialogs();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
