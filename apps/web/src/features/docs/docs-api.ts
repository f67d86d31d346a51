import { api } from '@/lib/api';

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, { description?: string }>;
}

/** The running api's OpenAPI description: the part the route list reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface HttpRoute {
  method: string;
  path: string;
  tag: string;
  what: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every route of the description, grouped by tag, with what its success answers. */
export function routesOf(document: OpenApiDocument): HttpRoute[] {
  const routes: HttpRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status))?.[1];
      routes.push({
        method: method.toUpperCase(),
        path,
        tag: operation.tags?.[0] ?? '',
        what: operation.summary ?? success?.description ?? '',
      });
    }
  }
  return routes.sort((a, b) => a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path));
}

const docsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpenApi: build.query<OpenApiDocument, void>({ query: () => '/docs-json' }),
  }),
});

export const { useGetOpenApiQuery } = docsApi;
