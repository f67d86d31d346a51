import { join } from 'node:path';
import { GithubDescription } from './github-description';
import { checkSchema } from './schema-check';

/** The emulator's checks catch what they must: a request or an answer GitHub's description refuses. */
describe("checks against GitHub's description", () => {
  const description = new GithubDescription(join(__dirname, 'github-openapi.json'));
  const op = (method: string, path: string) => {
    const found = description.match(method, path);
    if (!found) throw new Error(`${method} ${path} not found`);
    return found;
  };

  it('finds the operation of a request, with its path parameters (a ref spans segments)', () => {
    expect(op('GET', '/repos/o/r/git/ref/heads%2Fmain')).toMatchObject({
      operationId: 'git/get-ref',
      params: { owner: 'o', repo: 'r', ref: 'heads/main' },
    });
    expect(op('PATCH', '/repos/o/r/git/refs/heads/infragen/x').params.ref).toBe('heads/infragen/x');
    expect(description.match('GET', '/repos/o/r/issues')).toBeNull();
  });

  it('refuses a request body with an unknown field, a wrong enum, or a missing required field', () => {
    const tree = op('POST', '/repos/o/r/git/trees');
    expect(
      description.checkRequest(tree, new URLSearchParams(), {
        tree: [{ path: 'a', mode: '100644', type: 'blob', content: 'x' }],
      }),
    ).toEqual([]);
    expect(
      description.checkRequest(tree, new URLSearchParams(), {
        tree: [{ path: 'a', mode: '644', type: 'blob', content: 'x', contents: 'y' }],
      }),
    ).toEqual([
      'body.tree[0].mode: "644" is not one of 100644, 100755, 040000, 160000, 120000',
      'body.tree[0].contents: not a property the description knows',
    ]);
    expect(description.checkRequest(op('POST', '/user/repos'), new URLSearchParams(), { privat: true })).toEqual([
      'body.name: required but missing',
      'body.privat: not a property the description knows',
    ]);
  });

  it('refuses an unknown or mistyped query parameter', () => {
    const list = op('GET', '/user/repos');
    expect(description.checkRequest(list, new URLSearchParams('per_page=30&page=2&sort=updated'), undefined)).toEqual(
      [],
    );
    expect(description.checkRequest(list, new URLSearchParams('per_page=many&q=x'), undefined)).toEqual([
      'per_page: expected integer, got number null',
      'query parameter q: not a parameter of repos/list-for-authenticated-user',
    ]);
  });

  it("refuses an answer that lacks a field GitHub's schema requires, or has the wrong type", () => {
    const ref = op('GET', '/repos/o/r/git/ref/heads/main');
    const good = {
      ref: 'refs/heads/main',
      node_id: 'n',
      url: 'http://x/y',
      object: { type: 'commit', sha: 'a'.repeat(40), url: 'http://x/z' },
    };
    expect(description.checkResponse(ref, 200, good)).toEqual([]);
    expect(
      description.checkResponse(ref, 200, { ...good, object: { type: 'commit', sha: 'short', url: 'not a url' } }),
    ).toEqual(['answer 200.object.sha: shorter than 40', 'answer 200.object.url: "not a url" is not a URI']);
    expect(description.checkResponse(ref, 200, { ref: 'refs/heads/main' })).toEqual([
      'answer 200.node_id: required but missing',
      'answer 200.url: required but missing',
      'answer 200.object: required but missing',
    ]);
    // An error status the operation does not list must still be GitHub's error shape.
    expect(description.checkResponse(ref, 401, { message: 'Bad credentials' })).toEqual([]);
    expect(description.checkResponse(ref, 401, { message: 7 })).toEqual([
      'answer 401.message: expected string, got integer 7',
    ]);
    expect(description.checkResponse(ref, 201, good)).toEqual(['answer 201: not a status git/get-ref answers with']);
  });

  it('checks nullable, oneOf and formats', () => {
    const components = {};
    expect(checkSchema({ type: 'string', nullable: true }, null, components, 'x')).toEqual([]);
    expect(checkSchema({ type: 'string' }, null, components, 'x')).toEqual(['x: null is not allowed']);
    expect(checkSchema({ type: 'string', format: 'date-time' }, '2026-01-02', components, 'x')).toEqual([
      'x: "2026-01-02" is not a date-time',
    ]);
    const oneOf = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
    expect(checkSchema(oneOf, 3, components, 'x')).toEqual([]);
    expect(checkSchema(oneOf, true, components, 'x')[0]).toMatch(/^x: matches none of oneOf/);
  });
});
