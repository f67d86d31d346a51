import fc from 'fast-check';
import { call, signUpUser } from './auth-helpers';
import { fuzzedProduct } from './fuzz-helpers';

/**
 * Every route of the api fuzzed as an administrator (its routes change settings: this file's
 * product meets no other caller), then the operator settings' types and ranges. The fuzzing
 * itself: fuzz-helpers.ts; the other callers: fuzz-visitor and fuzz-user.int.test.ts.
 */
describe('fuzzing every request schema as an administrator', () => {
  const product = fuzzedProduct('admin');

  it('answers every fuzzed request with a 4xx naming the problem or a success, never a 5xx or a trace', async () => {
    const { seed, operations } = await product.fuzzRoutes();
    // The seed replays this run's cases: FUZZ_SEED=<seed>.
    if (product.failures.length) product.failures.unshift(`FUZZ_SEED=${seed}`);
    expect(operations).toBeGreaterThan(20);
    expect(product.failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('stores an operator setting only within its type and range, and sign-up keeps working whatever was tried', async () => {
    // The first test may have closed sign-up or turned maintenance on: start from the defaults.
    expect(
      (await call(product.stack.baseUrl, 'POST', '/api/admin/config/reset', { token: product.adminToken })).status,
    ).toBe(200);
    const numbers = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.bigInt().map(Number),
      fc.constantFrom(2 ** 31, -5, 2.5, 1e308),
    );
    const values = fc.oneof(numbers, numbers.map(String), fc.string(), fc.boolean());
    const keys = fc.constantFrom(
      'default_credits_new_user',
      'max_projects_per_user',
      'max_file_upload_size',
      'maintenance_message',
    );
    for (const [key, value] of fc.sample(fc.tuple(keys, values), 200)) {
      const answer = await call(product.stack.baseUrl, 'PUT', `/api/admin/config/${key}`, {
        token: product.adminToken,
        body: { value },
      });
      const stored = answer.body?.config_value;
      const fine =
        // Refused naming the field (a value JSON cannot carry, such as NaN, arrives as null).
        (answer.status === 400 &&
          answer.body.code === 'VALIDATION_FAILED' &&
          JSON.stringify(answer.body.issues ?? []).includes('"path":"value"')) ||
        (answer.status === 200 &&
          (typeof stored === 'string'
            ? stored.length <= 500
            : Number.isInteger(stored) && stored >= 0 && stored <= 1_000_000));
      if (!fine)
        product.failures.push(`${key} = ${JSON.stringify(value)}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(product.failures.slice(0, 20)).toEqual([]);
    const signedUp = await signUpUser(product.stack.baseUrl);
    expect(signedUp.token).toEqual(expect.any(String));
  });
});
