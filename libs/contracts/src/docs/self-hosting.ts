import type { DocsSection } from './docs-types';

export const selfHosting: DocsSection = {
  id: 'self-hosting',
  title: 'Self-hosting',
  blocks: [
    {
      kind: 'p',
      text: 'Infragen runs on one machine with one command, or in containers with as many workers as you need. It needs PostgreSQL and Redis; a model is optional.',
    },
  ],
  subsections: [
    {
      id: 'npm-start',
      title: 'One machine: npm start',
      blocks: [
        { kind: 'code', label: 'Node 20.19 or later', code: 'npm install && npm start' },
        {
          kind: 'list',
          items: [
            '`npm start` builds what is missing, provides a database and Redis, runs the migrations once, then starts the api (which serves this website) and one worker, and ends on a short banner: the address (`http://localhost:3000` by default), what runs where and where the logs are (`DATA_DIR/logs`).',
            'Without `DATABASE_URL` it uses an embedded PostgreSQL (PGlite) kept in `DATA_DIR/pglite`, which survives restarts and runs one query at a time: for a team, set `DATABASE_URL`.',
            'Redis is expected at `REDIS_URL`; when nothing answers there and `redis-server` is installed, `npm start` starts one for the run, with its data in `DATA_DIR/redis`.',
            'Unconfigured, it creates the administrator `admin@infragen.local` and shows its password once, in that banner.',
          ],
        },
      ],
    },
    {
      id: 'docker-compose',
      title: 'Containers: docker compose',
      blocks: [
        {
          kind: 'code',
          label: 'PostgreSQL, Redis, migrations, the api and three workers',
          code: 'docker compose up --scale worker=3',
        },
        {
          kind: 'p',
          text: 'The compose file starts PostgreSQL and Redis (append-only) with health checks, runs the migrations once in a one-shot `migrate` service, then the api on port 3000 and the workers.',
        },
      ],
    },
    {
      id: 'scaling',
      title: 'Scaling',
      blocks: [
        {
          kind: 'list',
          items: [
            'Workers share nothing but Redis and PostgreSQL: add workers to run more generations at once, each running `WORKER_CONCURRENCY` jobs.',
            'Several api instances can sit behind a load balancer: Socket.IO fans out through Redis (use sticky sessions, or the websocket transport only).',
            'Each api and worker process keeps `DATABASE_POOL_MAX` connections open: keep processes × `DATABASE_POOL_MAX` under PostgreSQL’s `max_connections` (100 by default).',
            'A worker that dies mid-job hands it to another worker once; nothing stays running.',
          ],
        },
      ],
    },
    {
      id: 'production',
      title: 'Production checklist',
      blocks: [
        {
          kind: 'list',
          items: [
            '`NODE_ENV=production`, with `JWT_SECRET` (32 characters or more) and `ENCRYPTION_KEY` (`openssl rand -base64 32`) set.',
            'The first administrator: `ADMIN_EMAIL` and `ADMIN_PASSWORD`, or `npm run admin:create -- --email you@example.com --password "a long passphrase"`.',
            'Email verification: `SMTP_URL` and `PUBLIC_URL`; without them accounts need no verification.',
            'Behind a proxy, `TRUST_PROXY` names it, so rate limits see the real client addresses.',
            '`GET /api/health` answers 200, or 503 naming what is down, for your load balancer or monitor.',
          ],
        },
      ],
    },
    {
      id: 'administration',
      title: 'Administration',
      blocks: [
        {
          kind: 'p',
          text: 'Administrators sign in at [/admin/login](/admin/login) to the operator panel: users, plans and credits, system alerts (raised live for outages, model failures and contact messages), promo codes, the model connection and the site settings (maintenance mode, registration, the support email and more).',
        },
      ],
    },
    {
      id: 'configuration',
      title: 'Configuration',
      blocks: [
        {
          kind: 'p',
          text: 'Every variable is validated at start-up: a wrong value stops the process with a message naming it.',
        },
        { kind: 'environment' },
      ],
    },
  ],
};
