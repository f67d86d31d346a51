import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import OpenAI from 'openai';
import type { ChatCompletionChunk, ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { ModelConfig } from './model-config';
import { SseDecoder } from './sse-decoder';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * The client of an OpenAI-compatible endpoint's streamed chat completions: one per process, its
 * connections kept alive and reused between requests.
 *
 * Why not the openai SDK's `chat.completions.create`: starting a stream through it (options,
 * headers, its log details, a WHATWG Response, its SSE reader) cost the worker about as much CPU
 * as the rest of a job's start, and a burst of 50 starts at once is where the live relay's tail
 * came from (bench/RESULTS.md). The request is one POST over node:http and the answer's events
 * are read from the Node stream as they arrive. Failures take the SDK's own error classes (an
 * HTTP status, a connection error, a timeout, an error in the stream), so `classifyModelError`
 * reads them as before. No retries: a retried stream would show the user a second answer.
 */
export class ModelClient {
  private readonly agent: HttpAgent;
  private readonly send: typeof httpRequest;
  private readonly url: URL | null;
  private readonly urlError: Error | null = null;
  private readonly headers: Record<string, string>;

  constructor(config: ModelConfig) {
    const base = config.baseUrl ?? DEFAULT_BASE_URL;
    let url: URL | null = null;
    try {
      url = new URL(base + (base.endsWith('/') ? 'chat/completions' : '/chat/completions'));
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new TypeError(`unsupported protocol ${url.protocol}`);
    } catch (error) {
      url = null;
      this.urlError = error as Error;
    }
    this.url = url;
    const https = url?.protocol === 'https:';
    this.agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    this.send = https ? httpsRequest : httpRequest;
    this.headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      'user-agent': 'infragen',
      // Self-hosted servers (Ollama, vLLM, LM Studio) accept any key; OpenAI's wants one.
      authorization: `Bearer ${config.apiKey ?? 'not-needed'}`,
      // As the SDK reads them from the environment.
      ...(process.env.OPENAI_ORG_ID ? { 'openai-organization': process.env.OPENAI_ORG_ID } : {}),
      ...(process.env.OPENAI_PROJECT_ID ? { 'openai-project': process.env.OPENAI_PROJECT_ID } : {}),
    };
  }

  /**
   * Sends the request; resolves once the server answers with a success status, with its chunks as
   * they arrive. Rejects with the SDK's errors: `APIError` (by status) with the server's message
   * and headers, `APIConnectionTimeoutError` when no answer came within `timeoutMs`,
   * `APIConnectionError` when the server cannot be reached, `APIUserAbortError` when `signal`
   * fired first. Aborting the signal later ends the chunks with an AbortError; the server sees
   * the connection close in both cases, and when the reader stops early.
   */
  streamChat(
    body: ChatCompletionCreateParamsStreaming,
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<AsyncIterable<ChatCompletionChunk>> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new OpenAI.APIUserAbortError());
      if (!this.url) return reject(new OpenAI.APIConnectionError({ cause: this.urlError ?? undefined }));
      const payload = JSON.stringify(body);
      const request = this.send(this.url, {
        method: 'POST',
        agent: this.agent,
        headers: { ...this.headers, 'content-length': String(Buffer.byteLength(payload)) },
      });
      let response: IncomingMessage | null = null;
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      // Until the answer's headers (and, for an error status, its body) are in, as the SDK's timeout.
      const timer = setTimeout(() => {
        request.destroy();
        settle(() => reject(new OpenAI.APIConnectionTimeoutError()));
      }, timeoutMs);
      const onAbort = () => {
        const error = abortError(signal);
        if (response) response.destroy(error);
        request.destroy(error);
        settle(() => reject(new OpenAI.APIUserAbortError()));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const forget = () => signal.removeEventListener('abort', onAbort);

      // `on`, not `once`: destroying the request after it settled errors it again.
      request.on('error', (error) => {
        forget();
        settle(() => reject(new OpenAI.APIConnectionError({ cause: error })));
      });
      request.once('response', (res) => {
        response = res;
        res.once('close', forget);
        res.setEncoding('utf8');
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) {
          // Its reader sees errors through the stream's state; this keeps one arriving before the
          // reader starts from being an uncaught 'error' event.
          res.on('error', () => undefined);
          settle(() => resolve(readChunks(res)));
          return;
        }
        let text = '';
        res.on('data', (piece: string) => (text += piece));
        res.once('error', (error) => settle(() => reject(new OpenAI.APIConnectionError({ cause: error }))));
        res.once('end', () => {
          const json = parseJson(text);
          settle(() => reject(OpenAI.APIError.generate(status, json, json ? undefined : text, headersOf(res))));
        });
      });
      request.end(payload);
    });
  }
}

/** One client per process (see ModelClient). */
export function createModelClient(config: ModelConfig): ModelClient {
  return new ModelClient(config);
}

/**
 * The chunks of a streamed answer, as the SDK's stream gives them: each event's JSON, nothing
 * after `[DONE]` (the body is still read to its end, so the connection can be reused), an event
 * carrying `error` thrown as an APIError, a chunk that is not JSON thrown as its SyntaxError.
 * Leaving early closes the connection.
 */
async function* readChunks(response: IncomingMessage): AsyncGenerator<ChatCompletionChunk> {
  const decoder = new SseDecoder();
  let done = false;
  // Leaving this loop early (a return or a throw, here or in the reader) destroys the response:
  // Node's stream iterator does so, and the server sees the connection close.
  for await (const text of response as AsyncIterable<string>) {
    for (const event of decoder.push(text)) {
      if (done) continue;
      if (event.data.startsWith('[DONE]')) {
        done = true;
        continue;
      }
      const data = JSON.parse(event.data) as ChatCompletionChunk & { error?: unknown };
      if (data && data.error)
        throw new OpenAI.APIError(undefined, data.error as object, undefined, headersOf(response));
      yield data;
    }
  }
}

function parseJson(text: string): object | undefined {
  try {
    return JSON.parse(text) as object;
  } catch {
    return undefined;
  }
}

function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < response.rawHeaders.length; i += 2)
    headers.append(response.rawHeaders[i], response.rawHeaders[i + 1]);
  return headers;
}

/**
 * What a stream aborted by its signal ends with: an error named AbortError. A plain Error rather
 * than the signal's DOMException, which is not `instanceof Error` in every realm (Jest's sandbox).
 */
function abortError(signal: AbortSignal): Error {
  const error = new Error('This operation was aborted', { cause: signal.reason });
  error.name = 'AbortError';
  return error;
}
