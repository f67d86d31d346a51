/**
 * A workload's wiring and fields as stated (issue 24, NAME/WIR/EXIST/SIL/INV): the namespace named
 * before its word, a node agent described before its kind word is that one agent, the service account
 * "its own service account x" names, variables read key by key from a Secret the cluster has (never
 * written again with made-up keys), tolerations of every taint, arguments, probe paths and spread.
 */
import { generated, of, at } from '../../testing/resources';

const pod = (body: unknown) => at(body, 'spec.template.spec') as Record<string, unknown>;
const container = (body: unknown) => (pod(body).containers as Record<string, unknown>[])[0];

describe('a node agent with its own account and credentials', () => {
  const prompt =
    'We want a metrics exporter on every node, including the tainted storage and ingress nodes. Write a ' +
    'node-probe DaemonSet in the observability namespace using image prom/node-exporter:v1.8.2. It runs ' +
    'under its own service account probe-sa that can list and watch nodes cluster-wide. The API keys are ' +
    'already in a Secret called probe-auth (keys id and token); expose them as PROBE_ID and PROBE_TOKEN.';

  it('writes one DaemonSet in the named namespace, run by the named account the role is bound to', async () => {
    const { resources, errors } = await generated(prompt, 'kubernetes-yaml');
    expect(errors).toEqual([]);
    const sets = of(resources, 'DaemonSet');
    expect(sets).toHaveLength(1);
    expect(at(sets[0].body, 'metadata.namespace')).toBe('observability');
    expect(pod(sets[0].body).serviceAccountName).toBe('probe-sa');
    expect(of(resources, 'ServiceAccount').map((s) => at(s.body, 'metadata.name'))).toEqual(['probe-sa']);
    const [binding] = of(resources, 'ClusterRoleBinding');
    expect(at(binding.body, 'subjects')).toEqual([expect.objectContaining({ name: 'probe-sa' })]);
  });

  it('tolerates every taint, reads the variables key by key and leaves the Secret as it is', async () => {
    const { resources, result } = await generated(prompt, 'kubernetes-yaml');
    const [set] = of(resources, 'DaemonSet');
    expect(pod(set.body).tolerations).toEqual([{ operator: 'Exists' }]);
    expect(container(set.body).env).toEqual(
      expect.arrayContaining([
        { name: 'PROBE_ID', valueFrom: { secretKeyRef: { name: 'probe-auth', key: 'id' } } },
        { name: 'PROBE_TOKEN', valueFrom: { secretKeyRef: { name: 'probe-auth', key: 'token' } } },
      ]),
    );
    expect(of(resources, 'Secret')).toEqual([]);
    // "expose them as" names variables, never a Service.
    expect(of(resources, 'Service')).toEqual([]);
    expect(result.explanation).not.toMatch(/Namespace\/using/);
  });
});

describe('a job reading one key of a Secret, with arguments', () => {
  const prompt =
    'Job reindex-2027 in namespace search: image ghcr.io/acme/indexer:4.1, args rebuild --all, never restart, ' +
    'clean it up 2 hours after it finishes, SEARCH_DSN from key dsn of secret search-conn.';

  it('passes the arguments, maps the variable and refers to the Secret', async () => {
    const { resources, errors, result } = await generated(prompt, 'kubernetes-yaml');
    expect(errors).toEqual([]);
    const [job] = of(resources, 'Job');
    expect(container(job.body).args).toEqual(['rebuild', '--all']);
    expect(container(job.body).env).toEqual(
      expect.arrayContaining([
        { name: 'SEARCH_DSN', valueFrom: { secretKeyRef: { name: 'search-conn', key: 'dsn' } } },
      ]),
    );
    expect(of(resources, 'Secret')).toEqual([]);
    expect(at(job.body, 'spec.ttlSecondsAfterFinished')).toBe(7200);
    expect(result.files.map((f) => f.content).join('\n')).not.toMatch(/after a day/);
  });
});

describe('probe paths and spread said tersely', () => {
  it('writes the probe paths after GET', async () => {
    const { resources } = await generated(
      'deployment billing-api in namespace fin, image ghcr.io/acme/billing:2.0, listens on 7000, readiness probe GET /healthy, liveness probe GET /alive',
      'kubernetes-yaml',
    );
    const c = container(of(resources, 'Deployment')[0].body);
    expect(at(c, 'readinessProbe.httpGet.path')).toBe('/healthy');
    expect(at(c, 'livenessProbe.httpGet.path')).toBe('/alive');
  });

  it('spreads "them" across zones with the skew stated', async () => {
    const { resources } = await generated(
      'a deployment catalog of ghcr.io/acme/catalog:1.2 in namespace shop; go to 4 replicas and spread them across zones with maxSkew 2',
      'kubernetes-yaml',
    );
    expect(pod(of(resources, 'Deployment')[0].body).topologySpreadConstraints).toEqual([
      expect.objectContaining({ topologyKey: 'topology.kubernetes.io/zone', maxSkew: 2 }),
    ]);
  });
});
