/**
 * Where a workload's pods run, as stated (issue 24, SIL/UNT): a node label they are limited to is
 * their nodeSelector; the cluster's own namespaces (kube-system) are referred to, never written
 * again nor closed by a default-deny policy; and a port nobody stated for an image of the user's
 * is never probed (a TCP probe on a port the image does not listen on restarts its pods forever).
 */
import { generated, of, at } from '../../testing/resources';

const pod = (body: unknown) => at(body, 'spec.template.spec') as Record<string, unknown>;
const container = (body: unknown) => (pod(body).containers as Record<string, unknown>[])[0];

describe('node labels a workload is limited to', () => {
  it.each([
    ['a daemonset running grafana/promtail:3.0 only on nodes labelled pool=edge', 'DaemonSet', { pool: 'edge' }],
    [
      'deployment api with ghcr.io/acme/api:2.1, on nodes with the label disktype=ssd',
      'Deployment',
      { disktype: 'ssd' },
    ],
    ['a statefulset of postgres:16 with nodeSelector workload=db', 'StatefulSet', { workload: 'db' }],
    [
      'a cronjob every hour running busybox:1.36, scheduled on nodes labeled kubernetes.io/os=linux',
      'CronJob',
      { 'kubernetes.io/os': 'linux' },
    ],
  ])('%s', async (prompt, kind, selector) => {
    const { resources, errors, result } = await generated(prompt, 'kubernetes-yaml');
    expect(errors).toEqual([]);
    const [w] = of(resources, kind);
    const spec = kind === 'CronJob' ? at(w.body, 'spec.jobTemplate.spec.template.spec') : pod(w.body);
    expect(at(spec, 'nodeSelector')).toEqual(selector);
    expect(result.notCovered.filter((l) => /label|selector/i.test(l))).toEqual([]);
  });
});

describe("the cluster's own namespaces", () => {
  it.each([
    'run ghcr.io/acme/agent:2.0 as a deployment in kube-system',
    'a daemonset node-exporter with quay.io/prometheus/node-exporter:v1.8.1 into kube-system',
  ])('%s: referred to, no Namespace object, no default deny', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'kubernetes-yaml');
    expect(errors).toEqual([]);
    expect(of(resources, 'Namespace')).toEqual([]);
    expect(of(resources, 'NetworkPolicy')).toEqual([]);
    for (const r of resources) expect([r.type, at(r.body, 'metadata.namespace')]).toEqual([r.type, 'kube-system']);
  });

  it('a namespace of the request is still written with its default deny', async () => {
    const { resources } = await generated(
      'a deployment running ghcr.io/acme/agent:2.0 in a new namespace tools',
      'kubernetes-yaml',
    );
    expect(of(resources, 'Namespace').map((n) => at(n.body, 'metadata.name'))).toEqual(['tools']);
    expect(of(resources, 'NetworkPolicy').length).toBeGreaterThan(0);
  });
});

describe('probes only on a known port', () => {
  it.each([
    'a daemonset shipping logs with cr.fluentbit.io/fluent/fluent-bit:3.1',
    'a deployment worker running ghcr.io/acme/queue-worker:1.4',
  ])('%s: no port guessed, no probe', async (prompt) => {
    const { resources } = await generated(prompt, 'kubernetes-yaml');
    const [w] = [...of(resources, 'DaemonSet'), ...of(resources, 'Deployment')];
    const c = container(w.body);
    expect([c.ports, c.readinessProbe, c.livenessProbe]).toEqual([undefined, undefined, undefined]);
  });

  it('a stated port is probed', async () => {
    const { resources } = await generated(
      'a deployment web running ghcr.io/acme/web:1.0 on port 3000',
      'kubernetes-yaml',
    );
    expect(at(container(of(resources, 'Deployment')[0].body), 'readinessProbe.tcpSocket.port')).toBe(3000);
  });

  it("a well-known product's port is probed", async () => {
    const { resources } = await generated('a statefulset running redis:7.2', 'kubernetes-yaml');
    expect(at(container(of(resources, 'StatefulSet')[0].body), 'readinessProbe.tcpSocket.port')).toBe(6379);
  });
});
