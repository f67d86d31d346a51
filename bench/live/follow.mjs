// One generation followed as a browser follows it: create it, subscribe over its own socket and
// note when each marked chunk (`⟦key:i⟧`, written by the scripted model server) arrives, until it
// ends or `stopAfter` chunks have arrived (then it is stopped). Latencies are worked out against
// what the model process noted (`relayOf`).
import { now } from './clock.mjs';

/**
 * Notes each chunk mark (⟦stream:chunk⟧) in a text the client received, once: marks that arrived live
 * get their arrival time; text a snapshot already held was not relayed live, so it is seen, not
 * measured.
 */
export function noteMarks(text, at, live, seen, arrivals) {
  for (const m of text.matchAll(/⟦(\d+):(\d+)⟧/g)) {
    const mark = `${m[1]}:${m[2]}`;
    if (seen.has(mark)) continue;
    seen.add(mark);
    if (live) arrivals.push([mark, at]);
  }
}

/**
 * `io` is socket.io-client's; `auth` the socket's handshake auth (null: the anonymous session the
 * create answer names). Resolves { id, anonymousToken, status, arrivals: [[mark, at]], error }.
 */
export async function followGeneration({ io, base, key, headers = {}, stopAfter = Infinity, timeoutMs = 60_000 }) {
  const result = { key, id: null, anonymousToken: null, status: null, arrivals: [], error: null };
  const created = await fetch(`${base}/api/generations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ prompt: `bench-key-${key}: an s3 bucket`, platform: 'terraform' }),
  });
  const body = await created.json().catch(() => null);
  if (created.status !== 202) {
    result.error = `create ${created.status} ${body?.message ?? ''}`.trim();
    return result;
  }
  result.id = body.id;
  result.anonymousToken = body.anonymousToken ?? null;
  const auth = headers.authorization
    ? { token: headers.authorization.replace(/^Bearer /, '') }
    : { anonymousToken: body.anonymousToken };
  const socket = io(base, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
  const seen = new Set();
  let lastSeq = 0;
  try {
    result.status = await new Promise((resolveEnd, rejectEnd) => {
      const timer = setTimeout(() => rejectEnd(new Error(`timed out after ${seen.size} chunks`)), timeoutMs);
      const finish = (status) => {
        clearTimeout(timer);
        resolveEnd(status);
      };
      const take = (text, live) => {
        const at = now();
        noteMarks(text, at, live, seen, result.arrivals);
        if (seen.size >= stopAfter) {
          socket
            .timeout(10_000)
            .emitWithAck('generation:cancel', { id: result.id })
            .then(
              () => finish('cancelled'),
              (error) => rejectEnd(error),
            );
          stopAfter = Infinity;
        }
      };
      socket.on('generation:delta', (d) => {
        if (d.id !== result.id || d.seq <= lastSeq) return;
        lastSeq = d.seq;
        take(d.text, true);
      });
      socket.on('generation:completed', (e) => e.id === result.id && finish('completed'));
      socket.on('generation:failed', (e) => e.id === result.id && rejectEnd(new Error(`failed: ${e.message}`)));
      socket.on('generation:cancelled', (e) => e.id === result.id && finish('cancelled'));
      socket.once('connect_error', rejectEnd);
      socket.once('connect', async () => {
        const ack = await socket.emitWithAck('generation:subscribe', { id: result.id });
        if (!ack.ok) return rejectEnd(new Error(ack.error));
        lastSeq = ack.data.seq;
        take(ack.data.text, false);
        if (!['queued', 'running', 'validating'].includes(ack.data.status)) finish(ack.data.status);
      });
    });
  } catch (error) {
    result.error = error.message;
  } finally {
    socket.disconnect();
  }
  return result;
}

/** Added relay latency of each live arrival: the client received it minus the model wrote it. */
export function relayOf(results, { writes }) {
  return results.flatMap((r) =>
    r.arrivals.map(([mark, at]) => (writes.has(mark) ? at - writes.get(mark) : null)).filter((v) => v !== null),
  );
}
