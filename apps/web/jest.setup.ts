import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// Pages load their chunks and data asynchronously; on a busy 2-core machine running the whole
// suite, the first render of a lazy page can take more than Testing Library's default 1 s. A
// query that never succeeds still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these Web APIs that react-router and RTK Query reach for at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.fetch) {
  // Unit tests have no network; a test that needs answers replaces this with its own.
  globalThis.fetch = (() => Promise.reject(new Error('no network in unit tests'))) as typeof fetch;
}

if (!globalThis.Request) {
  // The data router builds a Request for every navigation (a guard's redirect, say); jsdom has none.
  class MinimalRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: MinimalRequest });
}

// The footer's live status polls the api; unit tests render pages without a backend (the browser
// tests cover the real thing), so it reports "unknown" here.
jest.mock('@/entities/health/health-api', () => ({ useGetHealthQuery: () => ({ data: undefined, isError: false }) }));
