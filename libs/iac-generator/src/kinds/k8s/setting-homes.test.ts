/**
 * Settings that say by themselves which object they belong to (issue 24, SIL/UNT): an ingress class
 * or a TLS secret stated with no Ingress asked for asks for one, with the host said beside it; "our
 * nginx ingress class" names nginx; a memory figure said as "mem" is memory, never a volume's size.
 */
import { generated, of, at } from '../../testing/resources';

describe('an Ingress asked for by its settings', () => {
  it.each([
    [
      'expose it with our haproxy ingress class: host api.example.org, TLS from the secret api-tls',
      'haproxy',
      'api.example.org',
      'api-tls',
    ],
    ['publish it on docs.example.com through the traefik ingress class', 'traefik', 'docs.example.com', undefined],
  ])('%s', async (prompt, cls, host, secret) => {
    const history = ['a Deployment api running ghcr.io/acme/api:4.2 on port 8080 with a ClusterIP service on port 80'];
    const { resources, errors, result } = await generated(prompt, 'kubernetes-yaml', history);
    expect(errors).toEqual([]);
    const [ingress] = of(resources, 'Ingress');
    expect(at(ingress.body, 'spec.ingressClassName')).toBe(cls);
    expect(at(ingress.body, 'spec.rules.0.host')).toBe(host);
    if (secret) expect(at(ingress.body, 'spec.tls.0.secretName')).toBe(secret);
    expect(result.notCovered.filter((l) => /ingress class|TLS secret/i.test(l))).toEqual([]);
  });

  it('no ingress setting, no Ingress', async () => {
    const { resources } = await generated(
      'a Deployment api running ghcr.io/acme/api:4.2 with a service',
      'kubernetes-yaml',
    );
    expect(of(resources, 'Ingress')).toEqual([]);
  });
});

describe('memory said as "mem"', () => {
  it.each([
    'a statefulset of postgres:16, 2Gi mem limit, 20Gi volume',
    'deployment cache with redis:7.2, requests 256Mi mem, limit 1Gi mem',
  ])('%s', async (prompt) => {
    const { resources } = await generated(prompt, 'kubernetes-yaml');
    const [w] = [...of(resources, 'StatefulSet'), ...of(resources, 'Deployment')];
    const container = (at(w.body, 'spec.template.spec.containers') as Record<string, unknown>[])[0];
    expect(at(container, 'resources.limits.memory')).toBe(prompt.includes('2Gi') ? '2Gi' : '1Gi');
    // The volume keeps its own size.
    if (prompt.includes('20Gi'))
      expect(at(w.body, 'spec.volumeClaimTemplates.0.spec.resources.requests.storage')).toBe('20Gi');
  });
});

describe('a product run by its stated image', () => {
  it.each([
    'run cert-manager in kube-system with image quay.io/jetstack/cert-manager-controller:v1.15.0',
    'deploy metrics-server, image registry.k8s.io/metrics-server/metrics-server:v0.7.1',
  ])('%s: no line says nothing is written for it', async (prompt) => {
    const { resources, result } = await generated(prompt, 'kubernetes-yaml');
    expect(of(resources, 'Deployment')).toHaveLength(1);
    expect(result.notCovered.filter((l) => /nothing was written for it/.test(l))).toEqual([]);
  });
});
