import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';

describe('bad input gets a clear 4xx', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, workers: 0, env: { BODY_LIMIT_BYTES: '16384' } });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${stack.baseUrl}/api/generations`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('rejects malformed JSON with 400', async () => {
    const response = await post('{"prompt": "x",');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, message: 'The request body is not valid JSON' });
  });

  it('names an unknown field', async () => {
    const response = await post(JSON.stringify({ prompt: 'a vpc', platform: 'aws', colour: 'blue' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { path: string }[] };
    expect(body.issues).toEqual([{ path: 'colour', message: 'colour is not an accepted field' }]);
  });

  it('names the field that is missing or wrong', async () => {
    const empty = await post(JSON.stringify({ prompt: '   ', platform: 'aws' }));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('prompt: Prompt must not be empty');
    const long = await post(JSON.stringify({ prompt: 'x'.repeat(3000) + 'y'.repeat(5001), platform: 'aws' }));
    expect(long.status).toBe(400);
    const badFormat = await post(JSON.stringify({ prompt: 'x', format: 'pulumi' }));
    expect(((await badFormat.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('format');
  });

  it('falls back to aws for an unknown platform', async () => {
    const response = await post(JSON.stringify({ prompt: 'a bucket', platform: 'mainframe' }));
    expect(response.status).toBe(202);
  });

  it('refuses an oversized body with 413 and a wrong media type with 415', async () => {
    const big = await post(JSON.stringify({ prompt: 'x'.repeat(20000) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toContain('16384 bytes');
    const text = await post('prompt=x', 'text/plain');
    expect(text.status).toBe(415);
  });

  it('validates path parameters and answers unknown api routes with a JSON 404', async () => {
    const badId = await fetch(`${stack.baseUrl}/api/generations/not-a-uuid`);
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('id');
    const missing = await fetch(`${stack.baseUrl}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, message: 'No route matches GET /api/nothing-here' });
  });

  it('tags every answer with a request id and honours a sane given one', async () => {
    const response = await fetch(`${stack.baseUrl}/api/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    const generated = await fetch(`${stack.baseUrl}/api/health`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers and publishes the OpenAPI description', async () => {
    const response = await fetch(`${stack.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/generations',
        '/api/generations/{id}',
        '/api/generations/{id}/cancel',
      ]),
    );
    const ui = await fetch(`${stack.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
  });

  it('validates every body, query and path parameter of every route with a schema', () => {
    const modules = stack.api.get(ModulesContainer);
    const scanner = new MetadataScanner();
    const validated = new Set([RouteParamtypes.BODY, RouteParamtypes.QUERY, RouteParamtypes.PARAM]);
    const unchecked: string[] = [];
    let routes = 0;
    const controllers = [...modules.values()].flatMap((module) => [...module.controllers.values()]);
    for (const wrapper of controllers) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const method of scanner.getAllMethodNames(controller.prototype)) {
        routes += 1;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
          string,
          { index: number }
        >;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as {
          isZodDto?: boolean;
        }[];
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          if (!validated.has(kind)) continue;
          if (!types[arg.index]?.isZodDto) unchecked.push(`${controller.name}.${method} argument ${arg.index}`);
        }
      }
    }
    expect(routes).toBeGreaterThan(3);
    expect(unchecked).toEqual([]);
  });
});
