import type { DocsSection } from './docs-types';

export const restApi: DocsSection = {
  id: 'rest-api',
  title: 'REST API',
  blocks: [
    {
      kind: 'p',
      text: 'Everything the website does goes through the HTTP API under `/api`, described by OpenAPI: browse it at [/api/docs](/api/docs), or fetch `/api/docs-json`.',
    },
  ],
  subsections: [
    {
      id: 'authentication',
      title: 'Authentication',
      blocks: [
        {
          kind: 'p',
          text: '`POST /api/auth/signin` answers a short-lived access token; send it as `Authorization: Bearer <token>`. The refresh token is an httpOnly cookie that `POST /api/auth/refresh` exchanges for a new pair. Without a token a request is anonymous: anonymous visitors may start generations within an hourly limit per address, and the first one answers an `anonymousToken` to send back in the `x-anonymous-session` header.',
        },
        {
          kind: 'code',
          label: 'Start a generation',
          code: 'curl -X POST http://localhost:3000/api/generations \\\n  -H "content-type: application/json" \\\n  -d \'{"prompt": "an S3 bucket with versioning", "platform": "aws"}\'',
        },
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      blocks: [
        {
          kind: 'p',
          text: 'Every error has the same shape: `{statusCode, error, code, message, issues?, requestId, retryAfterSeconds?}`. Branch on `code`, a stable name; `issues` names each bad field of a body or query; a limit answers 429 with `Retry-After`; a database or Redis that cannot be reached answers 503 `SERVICE_UNAVAILABLE` (try again).',
        },
      ],
    },
    {
      id: 'routes',
      title: 'Routes',
      blocks: [{ kind: 'http-routes' }],
    },
  ],
};

export const socketApi: DocsSection = {
  id: 'socket-api',
  title: 'Socket.IO API',
  blocks: [
    {
      kind: 'p',
      text: 'Generations stream over Socket.IO on the same address. Connect with `auth: {token}` (or `auth: {anonymousToken}`), subscribe to a generation, and the events below arrive in order.',
    },
    {
      kind: 'table',
      head: ['Direction', 'Event', 'Payload'],
      rows: [
        [
          'to the server',
          '`generation:subscribe`',
          '`{id}`; acknowledged with the state so far (status, text, sequence number, result) after an ownership check',
        ],
        ['to the server', '`generation:cancel`', '`{id}`; acknowledged with the status'],
        ['to the browser', '`generation:status`', '`{id, status}`: queued, running, completed, failed or cancelled'],
        [
          'to the browser',
          '`generation:delta`',
          '`{id, seq, text}`: the next piece of text; skip a `seq` you already have, and start over when `seq` 1 follows others',
        ],
        ['to the browser', '`generation:completed`', '`{id, code, language, files, usage, messages}`'],
        ['to the browser', '`generation:failed`', '`{id, message, code, messages}`'],
        ['to the browser', '`generation:cancelled`', '`{id, messages}`'],
      ],
    },
    {
      kind: 'p',
      text: 'A refused handshake carries `data.code`: `INVALID_ACCESS_TOKEN` is final; `SERVICE_UNAVAILABLE` is worth retrying.',
    },
  ],
  subsections: [],
};
