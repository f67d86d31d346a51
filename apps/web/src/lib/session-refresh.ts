/**
 * Refreshing a session spends its refresh token, and a spent token presented twice ends the
 * session (reuse detection). So refreshes are single-flight within a page and serialised across
 * tabs with a Web Lock: the second tab waits and then sends the cookie the first one received.
 */
const inflight = new Map<string, Promise<unknown>>();

async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}

/** POSTs to a refresh endpoint; null when there is no session (401), throws on other failures. */
export function refreshOnce<T>(url: string): Promise<T | null> {
  const running = inflight.get(url) as Promise<T | null> | undefined;
  if (running) return running;
  const next = withLock(`infragen:${url}`, async () => {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`refresh failed with ${response.status}`);
    return (await response.json()) as T;
  }).finally(() => inflight.delete(url));
  inflight.set(url, next);
  return next;
}
