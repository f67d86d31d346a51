import { fuzzedProduct } from './fuzz-helpers';

/**
 * Every route of the api fuzzed as a signed-in user. The fuzzing itself: fuzz-helpers.ts; the
 * other callers: fuzz-visitor and fuzz-admin.int.test.ts.
 */
describe('fuzzing every request schema as a signed-in user', () => {
  const product = fuzzedProduct('user');

  it('answers every fuzzed request with a 4xx naming the problem or a success, never a 5xx or a trace', async () => {
    const { seed, operations } = await product.fuzzRoutes();
    // The seed replays this run's cases: FUZZ_SEED=<seed>.
    if (product.failures.length) product.failures.unshift(`FUZZ_SEED=${seed}`);
    expect(operations).toBeGreaterThan(20);
    expect(product.failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
