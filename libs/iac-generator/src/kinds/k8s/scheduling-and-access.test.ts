/**
 * Kubernetes settings stated in plain words are written where the API takes them (issue 24, SIL,
 * UNT, WIR): a PriorityClass's value and preemption, and the class on the pods that use it; pods
 * spread over zones and nodes; an indexed Job's completions, parallelism and deadline; a node
 * agent's read-only host directory, control-plane toleration and the Pod Security level that admits
 * it; a Role's subresources and its Group and other-namespace subjects; a ConfigMap holding a file
 * mounted where the workload reads it; an init container; a budget's floor said plainly. Wordings
 * are this test's own.
 */
import { generated, of, at, type Resource } from '../../testing/resources';

const one = (resources: Resource[], type: string) => {
  const found = of(resources, type);
  expect(found).toHaveLength(1);
  return found[0].body;
};
const pod = (body: unknown) => at(body, 'spec.template.spec') as Record<string, unknown>;
const container = (body: unknown) => (at(body, 'spec.template.spec.containers') as Record<string, unknown>[])[0];

describe('scheduling settings', () => {
  it('a PriorityClass that does not preempt, used by the workload asked with it, spread over zones and hosts', async () => {
    const { resources, errors, result } = await generated(
      'Create PriorityClass batch-urgent with priority value 750000 that does not preempt other pods, and a Deployment ' +
        'importer (image ghcr.io/acme/importer:4.0, 4 replicas) using that class, spread across zones (max skew 1, strictly) ' +
        'and across nodes (max skew 3, if possible)',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const cls = one(resources, 'PriorityClass');
    expect(at(cls, 'value')).toBe(750000);
    expect(at(cls, 'preemptionPolicy')).toBe('Never');
    const spec = pod(one(resources, 'Deployment'));
    expect(spec.priorityClassName).toBe('batch-urgent');
    expect(spec.topologySpreadConstraints).toEqual([
      expect.objectContaining({
        topologyKey: 'topology.kubernetes.io/zone',
        maxSkew: 1,
        whenUnsatisfiable: 'DoNotSchedule',
      }),
      expect.objectContaining({
        topologyKey: 'kubernetes.io/hostname',
        maxSkew: 3,
        whenUnsatisfiable: 'ScheduleAnyway',
      }),
    ]);
    expect(result.notRead ?? []).toEqual([]);
  });

  it('a budget that keeps a number of pods up has that floor', async () => {
    const { resources } = await generated(
      'a Deployment ledger (image ghcr.io/acme/ledger:2.2, 5 replicas) and a PDB so that never fewer than three pods are running',
      'kubernetes-yaml',
    );
    expect(at(one(resources, 'PodDisruptionBudget'), 'spec.minAvailable')).toBe(3);
  });
});

describe('batch jobs', () => {
  it('indexed pieces, how many at once, a deadline and a cleanup delay', async () => {
    const { resources, errors, result } = await generated(
      'a Job named thumb-gen running 12 indexed chunks of ghcr.io/acme/thumbs:1.9, 3 at a time, timing out after 45 minutes, ' +
        'delete it 6 hours after it completes',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const job = one(resources, 'Job');
    expect(at(job, 'spec.completions')).toBe(12);
    expect(at(job, 'spec.completionMode')).toBe('Indexed');
    expect(at(job, 'spec.parallelism')).toBe(3);
    expect(at(job, 'spec.activeDeadlineSeconds')).toBe(2700);
    expect(at(job, 'spec.ttlSecondsAfterFinished')).toBe(21600);
    expect(result.notRead ?? []).toEqual([]);
  });
});

describe('node agents', () => {
  it('a host directory mounted read-only, the control plane tolerated, and a namespace that admits it', async () => {
    const { resources, errors } = await generated(
      'A DaemonSet journal-shipper (image ghcr.io/acme/shipper:0.9) in a new namespace telemetry that reads /var/log/journal ' +
        'from the host and runs on the master nodes as well',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const spec = pod(one(resources, 'DaemonSet'));
    expect(spec.volumes).toContainEqual(expect.objectContaining({ hostPath: { path: '/var/log', type: 'Directory' } }));
    expect(at(container(one(resources, 'DaemonSet')), 'volumeMounts')).toContainEqual(
      expect.objectContaining({ mountPath: '/var/log', readOnly: true }),
    );
    expect(spec.tolerations).toEqual([
      { key: 'node-role.kubernetes.io/control-plane', operator: 'Exists', effect: 'NoSchedule' },
    ]);
    // Restricted and baseline both forbid host paths: the namespace enforces privileged, and says why.
    const ns = one(resources, 'Namespace');
    expect(at(ns, 'metadata.labels')).toMatchObject({ 'pod-security.kubernetes.io/enforce': 'privileged' });
  });
});

describe('roles', () => {
  it('a subresource, a group and a service account of another namespace', async () => {
    const first =
      'Namespace payments-ops with a Role operator that can get, list and patch deployments, bound to the group pay-oncall';
    const { resources, errors } = await generated(
      'also let that role view the logs of pods, and bind it to the existing service account release-bot in namespace cicd',
      'kubernetes-yaml',
      [first],
    );
    expect(errors).toEqual([]);
    const role = one(resources, 'Role');
    expect(at(role, 'metadata.name')).toBe('operator');
    expect(at(role, 'rules')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ apiGroups: ['apps'], resources: ['deployments'], verbs: ['get', 'list', 'patch'] }),
        expect.objectContaining({ apiGroups: [''], resources: ['pods/log'], verbs: ['get'] }),
      ]),
    );
    expect(at(one(resources, 'RoleBinding'), 'subjects')).toEqual([
      { kind: 'Group', apiGroup: 'rbac.authorization.k8s.io', name: 'pay-oncall' },
      { kind: 'ServiceAccount', name: 'release-bot', namespace: 'cicd' },
    ]);
    // The account of the other namespace is referred to, never written here.
    expect(of(resources, 'ServiceAccount')).toEqual([]);
  });
});

describe('permissions taken off', () => {
  it('a verb taken off one resource stays on the others, and nothing is asked for by the resources named', async () => {
    const first =
      'Namespace web-team with a Role releaser that can get, list, delete and patch deployments and configmaps';
    const { resources, errors } = await generated(
      'remove delete from configmaps (but keep it on deployments)',
      'kubernetes-yaml',
      [first],
    );
    expect(errors).toEqual([]);
    expect(at(one(resources, 'Role'), 'rules')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resources: ['deployments'], verbs: ['get', 'list', 'delete', 'patch'] }),
        expect.objectContaining({ resources: ['configmaps'], verbs: ['get', 'list', 'patch'] }),
      ]),
    );
    expect(at(one(resources, 'RoleBinding'), 'metadata.name')).toBe('releaser');
    expect(of(resources, 'Deployment')).toEqual([]);
    expect(of(resources, 'ConfigMap')).toEqual([]);
  });
});

describe('config files and init containers', () => {
  it('a ConfigMap holding a proxy file, mounted where the workload reads it, and an init container that waits', async () => {
    const { resources, errors, result } = await generated(
      'Run a Deployment gateway (image nginx:1.27-alpine, 2 replicas) in namespace front. A ConfigMap gateway-conf with a ' +
        'site.conf that forwards /api to http://orders.shop.svc.cluster.local:9000; mount the ConfigMap at /etc/nginx/conf.d. ' +
        'Add an init container using busybox:1.37 that waits for orders.shop.svc.cluster.local, and a readiness probe on GET /ready.',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const file = at(one(resources, 'ConfigMap'), 'data') as Record<string, string>;
    expect(Object.keys(file)).toEqual(['site.conf']);
    expect(file['site.conf']).toContain('proxy_pass http://orders.shop.svc.cluster.local:9000;');
    expect(file['site.conf']).toContain('location /api');
    const deployment = one(resources, 'Deployment');
    expect(at(container(deployment), 'image')).toBe('nginx:1.27-alpine');
    expect(at(container(deployment), 'volumeMounts')).toContainEqual(
      expect.objectContaining({ mountPath: '/etc/nginx/conf.d', readOnly: true }),
    );
    expect(at(container(deployment), 'readinessProbe.httpGet.path')).toBe('/ready');
    const init = (pod(deployment).initContainers as Record<string, unknown>[])[0];
    expect(init.image).toBe('busybox:1.37');
    expect((init.command as string[]).join(' ')).toContain('nslookup orders.shop.svc.cluster.local');
    expect(result.notCovered.filter((l) => /busybox|nginx:1\.27/.test(l))).toEqual([]);
  });

  it("a hosted service's deployment is said to be outside the cluster, never a Deployment", async () => {
    const { resources, result } = await generated(
      'A DaemonSet metrics-agent (image ghcr.io/acme/agent:1.0) on every node, sending to our Grafana Cloud deployment',
      'kubernetes-yaml',
    );
    expect(of(resources, 'Deployment')).toEqual([]);
    expect(result.notCovered.some((l) => /Grafana Cloud deployment.*hosted service outside the cluster/.test(l))).toBe(
      true,
    );
  });
});
