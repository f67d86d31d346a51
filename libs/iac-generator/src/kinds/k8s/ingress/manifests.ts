import { type Component } from '../../../model/types';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { isPlaceholder } from '../common';
import { servicePorts } from '../manifests/networking';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const svc = c.ref.service as Component | undefined;
    const host = c.attrs.domain ?? 'app.example.com';
    // A backend that already runs is named by the request, with the port stated for it.
    const named = c.attrs.backendService;
    const backend = svc ? x.name(svc) : String(named);
    const tlsRef = c.ref.tlsSecret as Component | undefined;
    const port = c.attrs.backendPort ?? (svc ? servicePorts(svc).port : (c.attrs.ports[0] ?? 80));
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
          annotations:
            ingressClassName === 'nginx' ? { 'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true' } : undefined,
        },
        spec: {
          ingressClassName,
          tls: [{ hosts: [host], secretName: tlsSecret }],
          rules: [
            {
              host,
              http: {
                paths: [
                  {
                    path: c.attrs.path ?? '/',
                    pathType: 'Prefix',
                    backend: { service: { name: backend, port: { number: port } } },
                  },
                ],
              },
            },
          ],
        },
      },
      `HTTPS only: the TLS certificate is read from the secret ${tlsSecret}${c.attrs.tlsSecret ? '' : ' (cert-manager or your CA)'}.`,
    );
  },
};
