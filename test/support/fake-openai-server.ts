import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat completions server speaking the real streaming protocol
 * (https://platform.openai.com/docs/api-reference/chat-streaming): `POST /v1/chat/completions`
 * with `stream: true` answers `text/event-stream`, one `data: {chat.completion.chunk}` event per
 * piece of text, a last chunk with `finish_reason`, a usage chunk (empty `choices`) when the
 * request asked for `stream_options.include_usage`, then `data: [DONE]`. Errors are answered the
 * way the API does: a status with `{"error": {message, type, param, code}}`.
 *
 * What each request gets is scripted (by the request, so concurrent tests can differ):
 * delays, long streams, error statuses with retry-after, a malformed chunk, a dropped connection.
 */
export interface CompletionScript {
  /** Text pieces, one chunk each. */
  chunks?: string[];
  /** Wait before the first chunk, and between chunks. */
  firstDelayMs?: number;
  delayMs?: number;
  /** Answer this status with an error body instead of a stream. */
  status?: number;
  errorMessage?: string;
  retryAfter?: string;
  /** Write invalid JSON as the chunk at this index. */
  malformedAt?: number;
  /** Destroy the connection after writing this many chunks. */
  dropAfter?: number;
  /** Write the header, then nothing at all. */
  hang?: boolean;
  /** The finish reason of the last chunk; null omits it (a stream cut short by the server). */
  finishReason?: 'stop' | 'length' | 'content_filter' | null;
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

interface RecordedRequest {
  id: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
  };
  /** When the client closed the connection before the answer ended (hrtime ms), else null. */
  abortedAt: number | null;
  finishedAt: number | null;
  /** hrtime ms at which each chunk was written. */
  chunkTimes: number[];
}

export interface FakeOpenAiServer {
  url: string;
  requests: RecordedRequest[];
  /** Decides the script of each request (default: `defaultScript`). */
  script: (body: RecordedRequest['body']) => CompletionScript;
  waitForAbort(requestIndex: number, timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function sendError(res: ServerResponse, status: number, message: string, retryAfter?: string): void {
  const type =
    status === 401
      ? 'invalid_request_error'
      : status === 429
        ? 'rate_limit_exceeded'
        : status >= 500
          ? 'server_error'
          : 'invalid_request_error';
  const code =
    status === 401
      ? 'invalid_api_key'
      : status === 404
        ? 'model_not_found'
        : status === 429
          ? 'rate_limit_exceeded'
          : null;
  res.writeHead(status, { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
}

export async function startFakeOpenAi(
  options: { apiKey?: string; defaultScript?: CompletionScript } = {},
): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const state: FakeOpenAiServer = {
    url: '',
    requests,
    script: () => options.defaultScript ?? { chunks: ['```hcl\n', 'resource "aws_s3_bucket" "b" {}\n', '```\n'] },
    async waitForAbort(index, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const at = requests[index]?.abortedAt;
        if (at != null) return at;
        await sleep(5);
      }
      throw new Error(`request ${index} was not aborted within ${timeoutMs} ms`);
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  let counter = 0;
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !/\/chat\/completions$/.test(req.url ?? '')) {
      sendError(res, 404, `Unknown request URL: ${req.method} ${req.url}`);
      return;
    }
    const raw = await readBody(req);
    let body: RecordedRequest['body'];
    try {
      body = JSON.parse(raw);
    } catch {
      sendError(res, 400, 'We could not parse the JSON body of your request.');
      return;
    }
    const record: RecordedRequest = {
      id: `chatcmpl-${++counter}`,
      authorization: req.headers.authorization,
      body,
      abortedAt: null,
      finishedAt: null,
      chunkTimes: [],
    };
    requests.push(record);
    res.on('close', () => {
      if (!res.writableFinished) record.abortedAt = nowMs();
    });
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendError(
        res,
        401,
        'Incorrect API key provided: sk-wr*****ey. You can find your API key at https://platform.openai.com/account/api-keys.',
      );
      return;
    }
    if (!body.model || !Array.isArray(body.messages) || body.messages.length === 0) {
      sendError(res, 400, "Missing required parameter: 'model' or 'messages'.");
      return;
    }
    const script = state.script(body);
    if (script.firstDelayMs) await sleep(script.firstDelayMs);
    if (script.status) {
      sendError(res, script.status, script.errorMessage ?? `scripted ${script.status}`, script.retryAfter);
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    if (script.hang) return;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id: record.id, object: 'chat.completion.chunk', created, model: body.model, system_fingerprint: null, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    const pieces = script.chunks ?? [];
    for (let i = 0; i < pieces.length; i += 1) {
      if (record.abortedAt !== null) return;
      if (i > 0 && script.delayMs) await sleep(script.delayMs);
      if (record.abortedAt !== null) return;
      if (script.dropAfter === i) {
        res.socket?.destroy();
        return;
      }
      record.chunkTimes.push(nowMs());
      res.write(
        script.malformedAt === i ? 'data: {"id": "broken", "choices": [\n\n' : chunk({ content: pieces[i] }, null),
      );
    }
    if (script.dropAfter !== undefined && script.dropAfter >= pieces.length) {
      res.socket?.destroy();
      return;
    }
    const finish = script.finishReason === undefined ? 'stop' : script.finishReason;
    if (finish !== null) res.write(chunk({}, finish));
    if (body.stream_options?.include_usage) {
      const usage = script.usage ?? {
        prompt_tokens: 42,
        completion_tokens: pieces.length,
        total_tokens: 42 + pieces.length,
      };
      res.write(
        `data: ${JSON.stringify({ id: record.id, object: 'chat.completion.chunk', created, model: body.model, system_fingerprint: null, choices: [], usage })}\n\n`,
      );
    }
    res.write('data: [DONE]\n\n');
    record.finishedAt = nowMs();
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
