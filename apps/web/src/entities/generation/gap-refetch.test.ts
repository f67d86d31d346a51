import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { installFakeHttp } from '@/testing/fake-http';
import { createGapRefetchMiddleware } from './gap-refetch';
import { generationsActions as a, generationsReducer } from './generations-slice';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function storeWithGapWait(ms: number) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, generations: generationsReducer },
    middleware: (getDefault) => getDefault().prepend(createGapRefetchMiddleware(ms)).concat(api.middleware),
  });
}

describe('gap re-fetch', () => {
  it('reads the stored text when a missing delta does not arrive, which closes the gap', async () => {
    const http = installFakeHttp([
      ({ url }) =>
        url.endsWith(`/api/generations/${id}`)
          ? { status: 200, body: { id, status: 'running', text: 'abc', seq: 3, result: null, error: null } }
          : undefined,
    ]);
    try {
      const store = storeWithGapWait(5);
      store.dispatch(a.deltaReceived({ id, seq: 1, text: 'a' }));
      store.dispatch(a.deltaReceived({ id, seq: 3, text: 'c' }));
      store.dispatch(a.deltaReceived({ id, seq: 4, text: 'd' }));
      expect(store.getState().generations[id]).toMatchObject({ text: 'a', seq: 1 });
      await sleep(50);
      expect(http.requests.map((r) => r.url)).toEqual([`/api/generations/${id}`]);
      expect(store.getState().generations[id]).toMatchObject({ text: 'abcd', seq: 4, pending: {} });
    } finally {
      http.restore();
    }
  });

  it('does not fetch when the gap closes in time', async () => {
    const http = installFakeHttp([]);
    try {
      const store = storeWithGapWait(20);
      store.dispatch(a.deltaReceived({ id, seq: 2, text: 'b' }));
      store.dispatch(a.deltaReceived({ id, seq: 1, text: 'a' }));
      await sleep(50);
      expect(http.requests).toEqual([]);
      expect(store.getState().generations[id]!.text).toBe('ab');
    } finally {
      http.restore();
    }
  });
});
