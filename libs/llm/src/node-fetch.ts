import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

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
 * Connections are kept alive and reused, as the built-in fetch does. Aborting the signal destroys
 * the request, so the model server sees the connection close. No Accept-Encoding is sent, so
 * answers arrive uncompressed and need no decoding.
 */
export function createNodeFetch(): typeof fetch {
  const agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true }),
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
      const request = send(url, { method: init.method ?? 'GET', headers, agent: agents[protocol] });

      let response: IncomingMessage | null = null;
      const onAbort = () => {
        const error = abortError(signal!);
        // Before the answer: the promise rejects. During it: the body's reader gets the error.
        if (response) response.destroy(error);
        request.destroy(error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const forget = () => signal?.removeEventListener('abort', onAbort);

      // `on`, not `once`: an abort during the answer errors the request again after it settled.
      request.on('error', (error) => {
        forget();
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
    });
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
