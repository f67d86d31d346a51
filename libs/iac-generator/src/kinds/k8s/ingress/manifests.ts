import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { isPlaceholder } from '../common';
import { servicePorts } from '../manifests/networking';
import { dnsLabel } from '../../../model/names';
import { statedRoutes } from './routes';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const host = c.attrs.domain ?? 'app.example.com';
    const rules = byHost(routesOf(c, x), host);
    const tlsRef = c.ref.tlsSecret as Component | undefined;
    // The class asked for; the redirect annotation is the nginx controller's own.
    const ingressClassName = c.attrs.ingressClass ?? 'nginx';
    const stated = isPlaceholder(c.attrs.tlsSecret) ? undefined : c.attrs.tlsSecret;
    const tlsSecret = tlsRef ? x.name(tlsRef) : (stated ?? `${x.name(c).slice(0, 58)}-tls`);
    x.add(
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'Ingress',
        metadata: {
          ...x.meta(c),
          annotations: annotationsOf(c, ingressClassName),
        },
        spec: {
          ingressClassName,
          tls: [{ hosts: rules.map((r) => r.host), secretName: tlsSecret }],
          rules,
        },
      },
      c.attrs.certIssuer
        ? `HTTPS only: cert-manager issues the certificate into the secret ${tlsSecret} from the existing ${c.attrs.certIssuer.kind} ${c.attrs.certIssuer.name} (not written).`
        : `HTTPS only: the TLS certificate is read from the secret ${tlsSecret}${c.attrs.tlsSecret ? '' : ' (cert-manager or your CA)'}.`,
    );
  },
};

/** The controller's annotations (nginx's own only for nginx) and cert-manager's for the issuer asked. */
function annotationsOf(c: Component, ingressClassName: string): Record<string, string> | undefined {
  const issuer = c.attrs.certIssuer;
  const all = {
    ...(ingressClassName === 'nginx' ? nginxAnnotations(c) : {}),
    ...(issuer
      ? { [issuer.kind === 'ClusterIssuer' ? 'cert-manager.io/cluster-issuer' : 'cert-manager.io/issuer']: issuer.name }
      : {}),
  };
  return Object.keys(all).length ? all : undefined;
}

/**
 * The nginx controller's own annotations: HTTPS redirect, and the largest request body stated. Only
 * nginx reads them, so another class's Ingress reads no body size (the answer says it is not written).
 */
function nginxAnnotations(c: Component): Record<string, string> {
  const size = c.attrs.maxBodySize;
  return {
    'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true',
    ...(size ? { 'nginx.ingress.kubernetes.io/proxy-body-size': size } : {}),
  };
}

interface WrittenPath {
  host: string;
  path: string;
  service: string;
  port: number;
}

/** One path per route: the routes stated, or the single one of the Ingress's path and backend. */
function routesOf(c: Component, x: Parameters<ManifestWriter['write']>[1]): WrittenPath[] {
  const host = c.attrs.domain ?? 'app.example.com';
  const stated = statedRoutes(c);
  if (stated) {
    const asked = (c.ref.routeServices as Component[] | undefined) ?? [];
    return stated.map((r) => {
      const svc = asked.find((o) => dnsLabel(o) === r.service || o.name === r.service);
      // A Service that already runs is named as the request names it, on the port stated for it.
      const port = r.port ?? (svc ? servicePorts(svc).port : (c.attrs.backendPort ?? 80));
      return { host: r.host ?? host, path: r.path, service: svc ? x.name(svc) : r.service, port };
    });
  }
  const svc = c.ref.service as Component | undefined;
  // A backend that already runs is named by the request, with the port stated for it.
  const service = svc ? x.name(svc) : String(c.attrs.backendService);
  const port = c.attrs.backendPort ?? (svc ? servicePorts(svc).port : (c.attrs.ports[0] ?? 80));
  return [{ host, path: c.attrs.path ?? '/', service, port }];
}

/** The Ingress rules: one per host, in the order first said, each with its routes' paths. */
function byHost(paths: WrittenPath[], fallback: string) {
  const hosts = [...new Set(paths.map((p) => p.host))];
  return (hosts.length ? hosts : [fallback]).map((host) => ({
    host,
    http: {
      paths: paths
        .filter((p) => p.host === host)
        .map((p) => ({
          path: p.path,
          pathType: 'Prefix',
          backend: { service: { name: p.service, port: { number: p.port } } },
        })),
    },
  }));
}
