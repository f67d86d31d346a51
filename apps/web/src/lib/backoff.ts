/**
 * How long to wait before retry number `attempt` (0 for the first): `baseMs` doubling each time up
 * to `capMs`, then a random point in the upper half of that, so that the browsers a degraded
 * server turned away do not all come back at the same moment.
 *
 * @example
 *   backoffDelay(0, 1000, 30_000) // between 500 and 1000
 *   backoffDelay(9, 1000, 30_000) // between 15000 and 30000
 */
export function backoffDelay(attempt: number, baseMs: number, capMs: number, random = Math.random): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}
