// One generation as the live-generation benchmark's browser runs it: create, subscribe over its own
// socket, watch deltas, stop after `stopAfter` marked chunks. Times are noted raw on the shared
// monotonic clock (./clock.mjs); the benchmark works out latencies against what the model process
// noted. Runs in the benchmark's client processes (./client-process.mjs) or in the harness itself.
import http from 'node:http';
import { now } from './clock.mjs';
import { noteMarks } from './follow.mjs';

/**
 * POST with a JSON body over node:http with kept-alive connections: lighter on the client than
 * fetch (undici), whose cost when 500 requests leave at once delayed the client's own clock.
 */
const keepAlive = new http.Agent({ keepAlive: true });
function postJson(url, body) {
  return new Promise((resolvePost, rejectPost) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: keepAlive,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolvePost({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
        res.on('error', rejectPost);
      },
    );
    request.on('error', rejectPost);
    request.end(payload);
  });
}

/**
 * `io` is socket.io-client's. Resolves { key, id, create, toConnected, toSubscribed, acceptedAt,
 * cancelledAt, arrivals: [[mark, at]], deltas (live delta events taken), error }; plain data, so it
 * can cross a process boundary.
 */
export async function oneGeneration({ io, base, key, stopAfter }) {
  const result = {
    key,
    id: null,
    create: null,
    toConnected: null,
    toSubscribed: null,
    acceptedAt: null,
    cancelledAt: null,
    arrivals: [],
    deltas: 0,
    error: null,
  };
  const postedAt = now();
  let response;
  try {
    response = await postJson(`${base}/api/generations`, {
      prompt: `bench-key-${key}: an s3 bucket`,
      platform: 'terraform',
    });
  } catch (error) {
    result.error = `create: ${error.message}`;
    return result;
  }
  const acceptedAt = now();
  result.acceptedAt = acceptedAt;
  result.create = acceptedAt - postedAt;
  if (response.status !== 202) {
    result.error = `create ${response.status}`;
    return result;
  }
  const { id, anonymousToken } = response.body;
  result.id = id;
  const socket = io(base, { transports: ['websocket'], auth: { anonymousToken }, reconnection: false });
  const seen = new Set();
  let lastSeq = 0;
  const reachedStop = new Promise((resolveReached, rejectReached) => {
    const timer = setTimeout(() => rejectReached(new Error(`only ${seen.size} chunks arrived`)), 60_000);
    const take = (text, live) => {
      const at = now();
      noteMarks(text, at, live, seen, result.arrivals);
      if (seen.size >= stopAfter) {
        clearTimeout(timer);
        resolveReached();
      }
    };
    socket.on('generation:delta', (d) => {
      if (d.id !== id || d.seq <= lastSeq) return;
      lastSeq = d.seq;
      result.deltas += 1;
      take(d.text, true);
    });
    socket.on('generation:failed', (e) => rejectReached(new Error(`failed: ${e.message}`)));
    socket.once('connect', async () => {
      result.toConnected = now() - acceptedAt;
      const ack = await socket.emitWithAck('generation:subscribe', { id });
      result.toSubscribed = now() - acceptedAt;
      if (!ack.ok) return rejectReached(new Error(ack.error));
      lastSeq = ack.data.seq;
      if (ack.data.status !== 'running' && ack.data.status !== 'queued')
        rejectReached(new Error(`already ${ack.data.status} when the socket subscribed`));
      else take(ack.data.text, false);
    });
    socket.once('connect_error', rejectReached);
  });
  try {
    await reachedStop;
    result.cancelledAt = now();
    const ack = await socket.timeout(10_000).emitWithAck('generation:cancel', { id });
    if (!ack.ok) throw new Error(`cancel: ${ack.error}`);
    // Every chunk up to the last one seen arrived (in the snapshot or a delta): none was lost.
    const mine = [...seen].filter((mark) => mark.startsWith(`${key}:`)).map((mark) => Number(mark.split(':')[1]));
    const missing = Array.from({ length: Math.max(...mine) + 1 }, (_, i) => i).filter((i) => !seen.has(`${key}:${i}`));
    if (missing.length) throw new Error(`chunks lost: ${missing.slice(0, 5).join(', ')}`);
  } catch (error) {
    result.error = error.message;
  } finally {
    socket.disconnect();
  }
  return result;
}
