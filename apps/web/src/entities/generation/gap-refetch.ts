import { createListenerMiddleware } from '@reduxjs/toolkit';
import { generationsActions, type GenerationsState } from './generations-slice';
import { generationsApi } from './generations-api';

/** How long a gap in the delta sequence may stay open before the stored text is fetched. */
const GAP_WAIT_MS = 400;

/**
 * Deltas are applied strictly by seq; one that never arrives (a dropped packet on a reconnect, a
 * restarted relay) would freeze the live text. When a gap stays open for GAP_WAIT_MS, the text so
 * far is read with `GET /api/generations/:id` and applied as a snapshot, which closes the gap.
 */
export function createGapRefetchMiddleware(waitMs = GAP_WAIT_MS) {
  const listener = createListenerMiddleware();
  const inFlight = new Set<string>();
  const generation = (state: unknown, id: string) => (state as { generations: GenerationsState }).generations[id];
  const hasGap = (state: unknown, id: string) => Object.keys(generation(state, id)?.pending ?? {}).length > 0;

  listener.startListening({
    actionCreator: generationsActions.deltaReceived,
    effect: async (action, api) => {
      const { id } = action.payload;
      if (!hasGap(api.getState(), id) || inFlight.has(id)) return;
      inFlight.add(id);
      try {
        await api.delay(waitMs);
        if (!hasGap(api.getState(), id)) return;
        const read = api.dispatch(
          generationsApi.endpoints.getGeneration.initiate(id, { subscribe: false, forceRefetch: true }),
        );
        const answer = await read;
        if (answer.data) api.dispatch(generationsActions.snapshotReceived(answer.data));
      } finally {
        inFlight.delete(id);
      }
    },
  });
  return listener.middleware;
}
