import {
  VALIDATE_MAX_FILE_CHARS,
  VALIDATE_MAX_FILES,
  VALIDATE_MAX_TOTAL_CHARS,
  VALIDATE_RATE_LIMIT,
  type Diagnostic,
  type FormatId,
} from '@infragen/contracts';
import { checkFiles } from '@infragen/iac-checker';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, signUpUser, type SignedIn } from './auth-helpers';

/**
 * `POST /api/checks/validate`: code a user edited, checked in the api's check threads exactly as
 * the worker checks a generation (the answers are compared with checkFiles run here). Bad input is
 * a 400 naming the field; each caller has an allowance of its own; a burst beyond the threads'
 * queue is a 503 to retry, never a pile-up.
 */
const FLAWED: { path: string; content: string }[] = [
  {
    path: 'versions.tf',
    content:
      'terraform {\n  required_version = ">= 1.6"\n  required_providers {\n    random = {\n      source  = "hashicorp/random"\n      version = "~> 3.6"\n    }\n  }\n}\n',
  },
  { path: 'main.tf', content: 'resource "random_pet" "name" {\n  lenght = 2\n}\n' },
];

let ipCounter = 0;
/** A client address of its own, so per-address allowances only bite where a test wants them. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('POST /api/checks/validate', () => {
  let db: TestDatabase;
  let stack: Stack;
  let ada: SignedIn;
  let grace: SignedIn;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      workers: 0,
      // Room for the big requests of the burst test (the default is 256 KB).
      env: { BODY_LIMIT_BYTES: String(2 * 1024 * 1024) },
    });
    ada = await signUpUser(stack.baseUrl);
    grace = await signUpUser(stack.baseUrl);
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  const validate = (body: unknown, options: { token?: string; ip?: string } = {}) =>
    call<{ diagnostics: Diagnostic[] } & { code?: string; message?: string; issues?: { path: string }[] }>(
      stack.baseUrl,
      'POST',
      '/api/checks/validate',
      { body, token: options.token, headers: { 'x-forwarded-for': options.ip ?? freshIp() } },
    );

  it.each<[string, FormatId, { path: string; content: string }[]]>([
    ['Terraform with a misspelt argument', 'terraform', FLAWED],
    [
      'a Kubernetes manifest with a misspelt field',
      'kubernetes-yaml',
      [
        {
          path: 'app.yaml',
          content:
            'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replica: 2\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n',
        },
      ],
    ],
    ['a CloudFormation template that is not one', 'cloudformation', [{ path: 'template.yaml', content: 'a: 1\n' }]],
  ])('answers the findings of %s, as the checks give them', async (_what, format, files) => {
    const expected = await checkFiles(files, format);
    expect(expected.some((d) => d.severity === 'error')).toBe(true);
    const signedIn = await validate({ format, files }, { token: ada.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.diagnostics).toEqual(expected);
    // Anonymous visitors may check code as they may generate it.
    const anonymous = await validate({ format, files });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.diagnostics).toEqual(expected);
  });

  it('finds nothing wrong in code that is right', async () => {
    const fixed = FLAWED.map((f) => ({ ...f, content: f.content.replace('lenght', 'length') }));
    const answer = await validate({ format: 'terraform', files: fixed }, { token: ada.token });
    expect(answer.status).toBe(200);
    expect(answer.body.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  const file = { path: 'main.tf', content: 'locals {}\n' };
  it.each<[string, unknown, string]>([
    ['an unknown format', { format: 'pulumi', files: [file] }, 'format'],
    ['no files', { format: 'terraform', files: [] }, 'files'],
    [
      'too many files',
      {
        format: 'terraform',
        files: Array.from({ length: VALIDATE_MAX_FILES + 1 }, (_, i) => ({ path: `f${i}.tf`, content: '' })),
      },
      'files',
    ],
    [
      'a file too large',
      { format: 'terraform', files: [{ path: 'main.tf', content: '#'.repeat(VALIDATE_MAX_FILE_CHARS + 1) }] },
      'files.0.content',
    ],
    [
      'too much code in all',
      {
        format: 'terraform',
        files: Array.from({ length: Math.ceil(VALIDATE_MAX_TOTAL_CHARS / VALIDATE_MAX_FILE_CHARS) + 1 }, (_, i) => ({
          path: `f${i}.tf`,
          content: '#'.repeat(VALIDATE_MAX_FILE_CHARS),
        })),
      },
      'files',
    ],
    [
      'a path out of the project',
      { format: 'terraform', files: [{ path: '../etc/passwd', content: '' }] },
      'files.0.path',
    ],
    ['an absolute path', { format: 'terraform', files: [{ path: '/main.tf', content: '' }] }, 'files.0.path'],
    ['the same path twice', { format: 'terraform', files: [file, file] }, 'files.1.path'],
    ['a field the endpoint does not know', { format: 'terraform', files: [file], fix: true }, 'fix'],
    ['a file without content', { format: 'terraform', files: [{ path: 'main.tf' }] }, 'files.0.content'],
  ])('refuses %s with a 400 naming the field', async (_what, body, field) => {
    const answer = await validate(body, { token: ada.token });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.issues?.map((i) => i.path)).toContain(field);
  });

  it('is described in the OpenAPI description, with its body and answer', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, { post?: { requestBody?: unknown; responses?: Record<string, unknown> } }>;
    };
    const route = doc.paths['/api/checks/validate']?.post;
    expect(route).toBeDefined();
    expect(JSON.stringify(route!.requestBody)).toMatch(/format|ValidateRequest/);
    expect(Object.keys(route!.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429', '503']));
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${stack.baseUrl}/api/checks/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: '{"format": "terraform", "files": [',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('INVALID_JSON');
  });

  it("counts each caller's checks apart: one over its allowance leaves the others theirs", async () => {
    const body = { format: 'terraform', files: [file] };
    const ip = freshIp();
    for (let i = 0; i < VALIDATE_RATE_LIMIT.user; i += 1)
      expect((await validate(body, { token: grace.token, ip })).status).toBe(200);
    const over = await validate(body, { token: grace.token, ip });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user from the same address, and an anonymous visitor elsewhere, are not held back.
    expect((await validate(body, { token: ada.token, ip })).status).toBe(200);
    expect((await validate(body)).status).toBe(200);

    // An anonymous visitor is counted per address.
    const visitor = freshIp();
    for (let i = 0; i < VALIDATE_RATE_LIMIT.anonymous; i += 1)
      expect((await validate(body, { ip: visitor })).status).toBe(200);
    expect((await validate(body, { ip: visitor })).status).toBe(429);
    expect((await validate(body, { ip: freshIp() })).status).toBe(200);
  });

  it('refuses a burst beyond what the check threads can queue with a 503 to retry, and recovers', async () => {
    // Big files keep the one check thread busy while the burst arrives: 16 wait, the rest are refused.
    const pets = Array.from({ length: 1400 }, (_, i) => `resource "random_pet" "p${i}" {\n  length = 2\n}\n`).join(
      '\n',
    );
    const big = { format: 'terraform', files: [{ path: 'main.tf', content: pets.slice(0, VALIDATE_MAX_FILE_CHARS) }] };
    const answers = await Promise.all(Array.from({ length: 24 }, () => validate(big, { ip: freshIp() })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].body.code).toBe('CHECKS_BUSY');
    expect(refused[0].headers.get('retry-after')).toBe('2');
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect((await validate({ format: 'terraform', files: [file] })).status).toBe(200);
  });
});
