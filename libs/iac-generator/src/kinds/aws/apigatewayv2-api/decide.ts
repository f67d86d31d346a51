import { asStated } from '../../../model/stated-case';
import { type Component } from '../../../model/types';
import { routeOf } from '../serverless';

/** What the request's settings decide for an HTTP API, once for every format. */
export function decide(c: Component) {
  const route = routeOf(c);
  const backend = c.attrs.backendUrl && asStated(c, c.attrs.backendUrl);
  return {
    // The stated route, else every request ($default) goes to the integration.
    routeKey: route ? `${route.method} ${route.path}` : '$default',
    // Requests go to the stated HTTP backend, else to the function.
    backend: backend || undefined,
    integrationType: backend ? 'HTTP_PROXY' : 'AWS_PROXY',
    integrationMethod: backend ? 'ANY' : undefined,
    payloadFormatVersion: backend ? '1.0' : '2.0',
  };
}
