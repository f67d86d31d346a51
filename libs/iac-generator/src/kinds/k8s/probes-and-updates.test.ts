/**
 * A workload's health probes, its CPU limit and how its pods are replaced on an update, as stated
 * (issue 24, SIL: a value stated and dropped). A probe is read as one spec in any order of its parts,
 * also when said by what it does ("restarts the container when /alive fails 4 times"); "no CPU
 * limit" writes none; "never more than one pod down" during updates bounds the rolling update, never
 * the replicas. Wordings of our own.
 */
import { generated, of, at } from '../../testing/resources';

const firstContainer = (body: unknown) =>
  [at(body, 'spec.template.spec.containers') ?? at(body, 'spec.template.spec.container')].flat()[0];

describe('health probes stated', () => {
  it('liveness by HTTP GET with its port and a failure count; readiness takes the same port', async () => {
    const { resources, errors } = await generated(
      'Deployment ledger-api (image ghcr.io/acme/ledger:2.4), 3 replicas. Liveness: HTTP GET /livez on 9000, restart after 6 failures. Readiness on /readyz.',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const [deployment] = of(resources, 'Deployment');
    expect(at(deployment.body, 'spec.replicas')).toBe(3);
    const container = firstContainer(deployment.body);
    expect(at(container, 'livenessProbe.httpGet')).toEqual({ path: '/livez', port: 9000 });
    expect(at(container, 'livenessProbe.failureThreshold')).toBe(6);
    expect(at(container, 'readinessProbe.httpGet')).toEqual({ path: '/readyz', port: 9000 });
  });

  it('a TCP check with its interval and initial delay', async () => {
    const { resources } = await generated(
      'StatefulSet queue-broker, image docker.io/library/rabbitmq:3.13, readiness probe tcp on 5672 every 20s, liveness tcp 5672 with initial delay 45s',
      'kubernetes-yaml',
    );
    const container = firstContainer(of(resources, 'StatefulSet')[0].body);
    expect(at(container, 'readinessProbe')).toMatchObject({ tcpSocket: { port: 5672 }, periodSeconds: 20 });
    expect(at(container, 'livenessProbe')).toMatchObject({ tcpSocket: { port: 5672 }, initialDelaySeconds: 45 });
  });

  it('said by what it does: a check that restarts the container is its liveness probe', async () => {
    const { resources } = await generated(
      'Our invoice renderer (image ghcr.io/acme/renderer:7.0) freezes sometimes. Give me a Deployment with 2 replicas and something that restarts the container when GET /alive on port 7070 fails 4 times in a row.',
      'kubernetes-yaml',
    );
    const [deployment] = of(resources, 'Deployment');
    expect(at(deployment.body, 'spec.replicas')).toBe(2);
    expect(at(firstContainer(deployment.body), 'livenessProbe')).toMatchObject({
      httpGet: { path: '/alive', port: 7070 },
      failureThreshold: 4,
    });
  });

  it('a count after the probe that counts something else stays that count', async () => {
    const { resources } = await generated(
      'a Deployment web (nginx:1.27) with liveness and readiness probes on /healthz port 8080 and 5 replicas',
      'kubernetes-yaml',
    );
    const [deployment] = of(resources, 'Deployment');
    expect(at(deployment.body, 'spec.replicas')).toBe(5);
    expect(at(firstContainer(deployment.body), 'livenessProbe.failureThreshold')).toBe(3);
  });
});

describe('no CPU limit', () => {
  it.each(['kubernetes-yaml', 'terraform-kubernetes'] as const)('%s: memory is bounded, CPU is not', async (format) => {
    const { resources, result } = await generated(
      'Deployment pricing (image ghcr.io/acme/pricing:1.9): requests 300m/384Mi, memory limit 768Mi, no CPU limit',
      format,
    );
    const limits = at(firstContainer(of(resources, 'Deployment')[0].body), 'resources.limits') as Record<
      string,
      unknown
    >;
    expect(limits).toEqual({ memory: '768Mi' });
    expect(result.notCovered.filter((l) => /cpu limit/i.test(l))).toEqual([]);
  });

  it('without the words, a limit is still written', async () => {
    const { resources } = await generated(
      'Deployment pricing (image ghcr.io/acme/pricing:1.9) with 300m cpu',
      'kubernetes-yaml',
    );
    expect(at(firstContainer(of(resources, 'Deployment')[0].body), 'resources.limits.cpu')).toBe('300m');
  });
});

describe('rolling updates bounded', () => {
  it('"never more than one pod down" bounds the update, not the replicas', async () => {
    const { resources } = await generated(
      'Deployment checkout (image ghcr.io/acme/checkout:5.1) with 6 replicas; a rollout must never take more than one pod down at a time',
      'kubernetes-yaml',
    );
    const [deployment] = of(resources, 'Deployment');
    expect(at(deployment.body, 'spec.replicas')).toBe(6);
    expect(at(deployment.body, 'spec.strategy.rollingUpdate.maxUnavailable')).toBe(1);
  });

  it("the strategy's own keys", async () => {
    const { resources } = await generated(
      'Deployment checkout (image ghcr.io/acme/checkout:5.1), 4 replicas, rolling update maxUnavailable 0 and maxSurge 2',
      'kubernetes-yaml',
    );
    expect(at(of(resources, 'Deployment')[0].body, 'spec.strategy.rollingUpdate')).toEqual({
      maxUnavailable: 0,
      maxSurge: 2,
    });
  });

  it('a DaemonSet replaces at most the share stated', async () => {
    const { resources } = await generated(
      'a DaemonSet log-shipper (fluent/fluent-bit:3.0) where updates replace at most 20% of pods at a time',
      'kubernetes-yaml',
    );
    expect(at(of(resources, 'DaemonSet')[0].body, 'spec.updateStrategy.rollingUpdate.maxUnavailable')).toBe('20%');
  });

  it('a disruption budget keeps its own bound', async () => {
    const { resources } = await generated(
      'Deployment checkout (image ghcr.io/acme/checkout:5.1) with 4 replicas and a PDB allowing max 1 pod down at a time',
      'kubernetes-yaml',
    );
    expect(at(of(resources, 'PodDisruptionBudget')[0].body, 'spec.maxUnavailable')).toBe(1);
    expect(at(of(resources, 'Deployment')[0].body, 'spec.strategy.rollingUpdate.maxUnavailable')).toBe(0);
  });
});

describe('a Secret or ConfigMap mounted where stated', () => {
  it('an existing secret is mounted read-only at its path, and nothing says it was left out', async () => {
    const { resources, result } = await generated(
      'Deployment reports (image ghcr.io/acme/reports:3.3); mount the secret reports-db at /etc/reports/db read-only',
      'kubernetes-yaml',
    );
    const spec = at(of(resources, 'Deployment')[0].body, 'spec.template.spec') as Record<string, unknown>;
    expect(spec.volumes).toContainEqual({ name: 'secret-reports-db', secret: { secretName: 'reports-db' } });
    expect(at(firstContainer(of(resources, 'Deployment')[0].body), 'volumeMounts')).toContainEqual({
      name: 'secret-reports-db',
      mountPath: '/etc/reports/db',
      readOnly: true,
    });
    expect(result.notCovered.filter((l) => /reports-db|\/etc\/reports/.test(l))).toEqual([]);
  });

  it('a config map of the request mounted at the path stated is not also read as environment', async () => {
    const { resources } = await generated(
      'a configmap proxy-conf and a Deployment edge-proxy (image nginx:1.27) with the configmap proxy-conf mounted on /etc/nginx/conf.d',
      'kubernetes-yaml',
    );
    const container = firstContainer(of(resources, 'Deployment')[0].body);
    expect(at(container, 'volumeMounts')).toContainEqual(
      expect.objectContaining({ mountPath: '/etc/nginx/conf.d', readOnly: true }),
    );
    expect(at(container, 'envFrom')).toBeUndefined();
  });
});

describe('who the pods run as', () => {
  it.each(['kubernetes-yaml', 'terraform-kubernetes'] as const)('%s: the user and group ids stated', async (format) => {
    const { resources, result } = await generated(
      'Deployment indexer (image ghcr.io/acme/indexer:0.9), runs as uid 1500 and gid 1600 with a read-only root fs',
      format,
    );
    const pod = at(of(resources, 'Deployment')[0].body, 'spec.template.spec') as Record<string, unknown>;
    const context = at(pod, 'securityContext') ?? at(pod, 'security_context');
    expect([context].flat()[0]).toMatchObject({ runAsUser: 1500, runAsGroup: 1600 });
    expect(result.explanation).not.toMatch(/not read: 'runs as|not read: '.*read-only root/);
  });

  it('unsaid, the image user stays', async () => {
    const { resources } = await generated('Deployment indexer (image ghcr.io/acme/indexer:0.9)', 'kubernetes-yaml');
    expect(at(of(resources, 'Deployment')[0].body, 'spec.template.spec.securityContext.runAsUser')).toBe(10001);
  });
});
