/**
 * Just enough of fetch, Request, Response and Headers for RTK Query's fetchBaseQuery in jsdom
 * (which has none), answering from a table of routes. For tests only.
 */
interface FakeAnswer {
  status: number;
  body?: unknown;
}
export type FakeRoute = (request: { method: string; url: string; body: unknown }) => FakeAnswer | undefined;

class FakeHeaders {
  private readonly map = new Map<string, string>();
  constructor(init?: Record<string, string> | FakeHeaders) {
    if (init instanceof FakeHeaders) init.forEach((v, k) => this.map.set(k, v));
    else if (init) Object.entries(init).forEach(([k, v]) => this.map.set(k.toLowerCase(), String(v)));
  }
  get = (name: string) => this.map.get(name.toLowerCase()) ?? null;
  has = (name: string) => this.map.has(name.toLowerCase());
  set = (name: string, value: string) => void this.map.set(name.toLowerCase(), value);
  delete = (name: string) => void this.map.delete(name.toLowerCase());
  forEach = (fn: (value: string, key: string) => void) => this.map.forEach(fn);
}

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: FakeHeaders;
  readonly body: unknown;
  readonly signal?: AbortSignal;
  constructor(
    url: string,
    init: { method?: string; headers?: FakeHeaders; body?: unknown; signal?: AbortSignal } = {},
  ) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = new FakeHeaders(init.headers);
    this.body = init.body;
    this.signal = init.signal;
  }
  clone = () => this;
}

class FakeResponse {
  readonly headers = new FakeHeaders({ 'content-type': 'application/json' });
  constructor(
    readonly status: number,
    private readonly text_: string,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  text = async () => this.text_;
  json = async () => JSON.parse(this.text_);
  clone = () => new FakeResponse(this.status, this.text_);
}

/** Installs the fakes; every request is recorded, and answered by the first route that answers. */
export function installFakeHttp(routes: FakeRoute[]) {
  const requests: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request, Headers: globalThis.Headers };
  Object.assign(globalThis, {
    Headers: FakeHeaders,
    Request: FakeRequest,
    fetch: async (input: FakeRequest) => {
      const body = typeof input.body === 'string' ? JSON.parse(input.body) : input.body;
      const request = { method: input.method, url: input.url, body };
      const headers: Record<string, string> = {};
      input.headers.forEach((value, key) => (headers[key] = value));
      requests.push({ ...request, headers });
      for (const route of routes) {
        const answer = route(request);
        if (answer)
          return new FakeResponse(answer.status, answer.body === undefined ? '' : JSON.stringify(answer.body));
      }
      return new FakeResponse(
        404,
        JSON.stringify({
          statusCode: 404,
          error: 'Not Found',
          message: `no fake route for ${input.method} ${input.url}`,
        }),
      );
    },
  });
  return { requests, restore: () => Object.assign(globalThis, saved) };
}
