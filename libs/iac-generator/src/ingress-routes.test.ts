/**
 * An Ingress with several routes: each route stated ("/x to service y port N") is one path of its
 * rules, a Service a route names is referred to by name (no workload is made up for it), a follow-up
 * can take one route away, and the answer lists the routes it understood. Both Kubernetes formats,
 * read back with their parsers and checked by the product's checker.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of, type Resource } from './testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];

/** Terraform reads a one-item list back as its item. */
const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

interface Path {
  path: string;
  backend: { service: { name: string; port: { number: number } } };
}

async function ingressOf(format: FormatId, prompt: string, history: string[] = []) {
  const out = await generated(prompt, format, history);
  expect(out.errors).toEqual([]);
  const ingresses = of(out.resources, 'Ingress');
  expect(ingresses).toHaveLength(1);
  const spec = ingresses[0].body.spec as Record<string, unknown>;
  const rules = list(spec.rules) as { host: string; http: { paths: unknown } }[];
  const routes = rules.flatMap((r) =>
    (list(r.http.paths) as Path[]).map((p) => ({
      host: r.host,
      path: p.path,
      service: p.backend.service.name,
      port: Number(p.backend.service.port.number),
    })),
  );
  return { ...out, spec, routes };
}

const kinds = (resources: Resource[]) => resources.map((r) => r.type);

describe.each(FORMATS)('Ingress routes (%s)', (format) => {
  it('writes one path per route stated, each to the Service and port named for it', async () => {
    const { routes, resources, result } = await ingressOf(
      format,
      'an ingress for books.test.dev with tls secret books-cert, route /search to service finder port 7001 and / to the catalog-ui service port 8000',
    );
    expect(routes).toEqual([
      { host: 'books.test.dev', path: '/search', service: 'finder', port: 7001 },
      { host: 'books.test.dev', path: '/', service: 'catalog-ui', port: 8000 },
    ]);
    // The Services named already run: nothing is made up to stand behind them.
    expect(kinds(resources)).not.toContain('Deployment');
    expect(kinds(resources)).not.toContain('Service');
    expect(result.notCovered).toEqual([]);
    // The answer lists each route it understood.
    const understood = result.covered.flatMap((c) => c.settings ?? []);
    expect(understood.filter((s) => s.endsWith('(route)'))).toHaveLength(2);
    expect(understood.some((s) => s.includes('/search') && s.includes('finder'))).toBe(true);
  });

  it('reads a misspelt service word and a bare name with its port as routes, never as workloads', async () => {
    const { routes, resources } = await ingressOf(
      format,
      'ingres for media.test.dev, send /upload to servce upload port 5005 and /thumbs to thumbs-svc port 5006',
    );
    expect(routes.map((r) => [r.path, r.service, r.port])).toEqual([
      ['/upload', 'upload', 5005],
      ['/thumbs', 'thumbs-svc', 5006],
    ]);
    expect(kinds(resources)).not.toContain('Deployment');
  });

  it('a route to a Service the request asks for refers to it, on its own port', async () => {
    const { routes, resources } = await ingressOf(
      format,
      'a Deployment of example/board:1.2 with a Service board-svc on port 8088. Add an Ingress on board.test.dev sending /feed to service feed-api port 9100 and / to service board-svc',
    );
    expect(routes.map((r) => [r.path, r.service, r.port])).toEqual([
      ['/feed', 'feed-api', 9100],
      ['/', 'board-svc', 8088],
    ]);
    // Only the workload asked for runs; the other route's Service already does.
    expect(of(resources, 'Deployment')).toHaveLength(1);
    expect(of(resources, 'Service').map((s) => s.name)).toHaveLength(1);
  });

  it('a follow-up that removes one route by its path keeps the Ingress and its other routes', async () => {
    const history = [
      'Ingress on maps.test.dev routing /tiles to service tiles-a port 81 and /geo to geo-b port 82, traefik ingress class',
    ];
    const { routes, spec, result } = await ingressOf(
      format,
      'please drop the /tiles route, it moved elsewhere',
      history,
    );
    expect(routes.map((r) => r.path)).toEqual(['/geo']);
    expect(spec.ingressClassName).toBe('traefik');
    expect(result.explanation).toContain('/tiles');
  });

  it('a follow-up that removes the route to a named Service takes only that route', async () => {
    const history = [
      'an ingress for maps.test.dev with /tiles to service tiles-a port 81 and /geo to service geo-b port 82',
    ];
    const { routes } = await ingressOf(format, 'remove the route to geo-b', history);
    expect(routes.map((r) => [r.path, r.service])).toEqual([['/tiles', 'tiles-a']]);
  });
});
