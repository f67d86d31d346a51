import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';

/**
 * The `fetch` the openai SDK is given (its documented `fetch` option): node:http underneath, and
 * a streamed answer's body handed over as the Node stream it arrives in.
 *
 * Why: the worker reads every model chunk of every stream, and with Node's built-in fetch each one
 * goes through undici's WHATWG stream machinery before the SDK parses it (promise hops per read,
 * per-chunk copies); on our 2-core machines that was the largest part of the worker's CPU per
 * chunk (bench/RESULTS.md). The SDK accepts a body that is an async iterable of bytes (it reads
 * node-fetch style bodies the same way), so an event stream's `body` is the IncomingMessage
 * itself. Every other answer (errors, JSON) is read whole into a standard Response.
 *
 * Connections are kept alive and reused, as the built-in fetch does, with the two guards
 * well-behaved HTTP clients have against the keep-alive race (a server closes an idle connection
 * just as the next request goes out on it; the request then fails with a reset before any answer):
 * an idle connection is dropped after `idleSocketMs`, before the common servers' 5 s keep-alive
 * timeout (Node's http server, uvicorn under vLLM, llama.cpp's cpp-httplib), so the race is rare;
 * and a request that meets it anyway is sent once more on a new connection (sendsAgain below).
 *
 * Aborting the signal destroys the request, so the model server sees the connection close; an
 * aborted request is never sent again. No Accept-Encoding is sent, so answers arrive uncompressed
 * and need no decoding.
 */
export function createNodeFetch(options: { idleSocketMs?: number } = {}): typeof fetch {
  // The agents' `timeout` is the socket timeout: Node's agent destroys a pooled idle socket when it
  // fires (a smaller `Keep-Alive: timeout=N` hint of the server wins). On a socket in use it only
  // emits 'timeout', which nothing here acts on: the model's silence is stream-completion's to judge.
  const agentOptions = { keepAlive: true, timeout: options.idleSocketMs ?? IDLE_SOCKET_MS };
  const agents = {
    'http:': new HttpAgent(agentOptions),
    'https:': new HttpsAgent(agentOptions),
  };

  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const protocol = url.protocol as 'http:' | 'https:';
      if (!(protocol in agents)) {
        reject(new TypeError(`unsupported protocol ${url.protocol}`));
        return;
      }
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const body = requestBody(init.body);
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      if (body !== undefined && headers['content-length'] === undefined)
        headers['content-length'] = String(Buffer.byteLength(body));
      const send = protocol === 'https:' ? httpsRequest : httpRequest;
      let sentAgain = false;

      /** One sending of the request: through the pool, or (`fresh`) on a connection of its own. */
      const attempt = (fresh: boolean) => {
        // agent false: a one-off connection, so the second sending cannot meet another stale one.
        const agent = fresh ? false : agents[protocol];
        const request = send(url, { method: init.method ?? 'GET', headers, agent });

        let response: IncomingMessage | null = null;
        // The socket, and its bytes read when it was given to this request: a reused socket counts
        // the answers it carried before, so the bytes of this answer are the difference.
        let socket: Socket | null = null;
        let bytesReadBefore = 0;
        request.once('socket', (given: Socket) => {
          socket = given;
          bytesReadBefore = given.bytesRead;
        });
        const answerBytes = () => (socket ? socket.bytesRead - bytesReadBefore : 0);
        const onAbort = () => {
          const error = abortError(signal!);
          // Before the answer: the promise rejects. During it: the body's reader gets the error.
          if (response) response.destroy(error);
          request.destroy(error);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const forget = () => signal?.removeEventListener('abort', onAbort);

        // `on`, not `once`: an abort during the answer errors the request again after it settled.
        request.on('error', (error: NodeJS.ErrnoException) => {
          forget();
          if (!sentAgain && !response && !signal?.aborted && sendsAgain(request, error, answerBytes())) {
            sentAgain = true;
            attempt(true);
            return;
          }
          reject(error);
        });
        request.once('response', (res) => {
          response = res;
          res.once('close', forget);
          const answer = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) answer.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
          const status = res.statusCode ?? 0;
          const init = { status, statusText: res.statusMessage ?? '', headers: answer };
          if (status >= 200 && status < 300 && (answer.get('content-type') ?? '').startsWith('text/event-stream')) {
            // Its reader sees errors through the stream's state; this keeps one arriving before the
            // reader starts from being an uncaught 'error' event.
            res.on('error', () => undefined);
            const streamed = new Response(null, init);
            // Shadows Response.prototype.body (a getter) on this one object: see the comment above.
            Object.defineProperty(streamed, 'body', { value: res, enumerable: true });
            resolve(streamed);
            return;
          }
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.once('error', reject);
          res.once('end', () => {
            const whole = Buffer.concat(chunks);
            resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : whole, init));
          });
        });
        request.end(body);
      };
      attempt(false);
    });
}

/**
 * Below the 5 s idle keep-alive timeout of Node's http server, uvicorn (vLLM, many Python
 * servers) and cpp-httplib (llama.cpp), with a margin for a busy event loop that runs timers late.
 * A new connection to the model server costs little beside a model's answer.
 */
export const IDLE_SOCKET_MS = 3_000;

/**
 * Whether a request that failed is sent once more, on a new connection: only when it went out on a
 * REUSED kept-alive connection that was reset or closed (ECONNRESET, Node's "socket hang up" too;
 * EPIPE when the close came first) before any byte of its answer arrived. That is the keep-alive
 * race of Node's documentation (request.reusedSocket): the server closed the idle connection as
 * the request crossed its FIN, so it never read the request. Even if a server did take it and then
 * failed, sending it again is safe: a chat completion changes nothing on the server, and no byte of
 * the first answer reached the user, so no one sees two answers. Once answer bytes have arrived, a
 * reset is a real loss reported as such; a failure on a new connection (a server that refuses or
 * drops what it was sent) is reported too, as are timeouts and stops (aborts are never sent again).
 * The SDK's own retries stay off (model-client.ts), so this one sending again is the only one.
 */
function sendsAgain(request: ClientRequest, error: NodeJS.ErrnoException, answerBytes: number): boolean {
  return request.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE') && answerBytes === 0;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The SDK sends JSON text; other bodies it could send (uploads) are not used by this product. */
function requestBody(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError('unsupported request body: only text and bytes are sent to the model');
}

/**
 * What fetch rejects with when aborted: an error named AbortError (the SDK tells a timeout, its own
 * abort, by that name). A plain Error rather than the signal's DOMException, which is not
 * `instanceof Error` in every realm (Jest's sandbox), where the SDK would wrap it and lose the name.
 */
function abortError(signal: AbortSignal): Error {
  const error = new Error('This operation was aborted', { cause: signal.reason });
  error.name = 'AbortError';
  return error;
}
