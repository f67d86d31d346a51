/**
 * What a Kubernetes request states lands in both Kubernetes formats: workload settings spread over
 * a paragraph, ingress routing and certificates, config entries and secret keys, storage classes,
 * disruption budgets, host networking, products' images, follow-ups, and objects that already run.
 */
import { parseAllDocuments } from 'yaml';
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { generated, of, type Resource } from './testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];

/** The value at a dotted path; Terraform reads a one-item list back as its item, so index 0 of a non-list is the value. */
function at(body: unknown, path: string): unknown {
  let v: unknown = body;
  for (const key of path.split('.')) {
    if (v === undefined || v === null) return undefined;
    v = /^\d+$/.test(key) && !Array.isArray(v) && key === '0' ? v : (v as Record<string, unknown>)[key];
  }
  return v;
}
const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

async function objects(prompt: string, format: FormatId): Promise<Resource[]> {
  const { resources, errors } = await generated(prompt, format);
  expect(errors).toEqual([]);
  return resources;
}

const one = (resources: Resource[], type: string) => {
  const found = of(resources, type);
  expect(found).toHaveLength(1);
  return found[0].body;
};
const container = (body: Record<string, unknown>) =>
  at(body, 'spec.template.spec.containers.0') as Record<string, unknown>;

describe.each(FORMATS)('Kubernetes requests as stated (%s)', (format) => {
  it('a paragraph about one workload gives it every setting it states', async () => {
    const r = await objects(
      'Our Python API (image quay.io/example/ledger:4.2) should run on the cluster. It serves on 9090, wants 500m CPU and 512Mi memory requested, and must scale from 3 to 10 pods at 65% CPU.',
      format,
    );
    const c = container(one(r, 'Deployment'));
    expect(c.image).toBe('quay.io/example/ledger:4.2');
    expect(at(c, 'ports.0.containerPort')).toBe(9090);
    expect(at(c, 'resources.requests')).toEqual({ cpu: '500m', memory: '512Mi' });
    const hpa = one(r, 'HorizontalPodAutoscaler');
    expect([at(hpa, 'spec.minReplicas'), at(hpa, 'spec.maxReplicas')]).toEqual([3, 10]);
    expect(at(hpa, 'spec.metrics.0.resource.target.averageUtilization')).toBe(65);
    expect(of(r, 'Ingress')).toEqual([]);
  });

  it('an ingress reads its certificate from the secret named and routes to the service named', async () => {
    const r = await objects(
      'an ingress for shop.example.org sending traffic to service orders-api port 8080, TLS from secret shop-cert',
      format,
    );
    const ing = one(r, 'Ingress');
    expect(at(ing, 'spec.tls.0.secretName')).toBe('shop-cert');
    expect(at(ing, 'spec.rules.0.http.paths.0.backend.service')).toEqual({
      name: 'orders-api',
      port: { number: 8080 },
    });
    // Both already exist: nothing is invented to stand behind them.
    expect(of(r, 'Deployment')).toEqual([]);
    expect(of(r, 'Secret')).toEqual([]);
  });

  it('an ingress routes to the service the request asks for by the name it gave it', async () => {
    const r = await objects(
      'a Deployment of example/web:3 with a Service web-svc on port 8080. Add an Ingress on web.example.com routing to service web-svc',
      format,
    );
    expect(of(r, 'Service').map((s) => at(s.body, 'metadata.name'))).toEqual(['web-svc']);
    expect(at(one(r, 'Ingress'), 'spec.rules.0.http.paths.0.backend.service.name')).toBe('web-svc');
  });

  it('config entries, secret keys and mounts are written with the names stated', async () => {
    const r = await objects(
      'ConfigMap feature-flags with CHECKOUT_V2=enabled and CART_TTL=900, a Secret payment-keys holding STRIPE_TOKEN, and a Deployment that mounts them',
      format,
    );
    const cm = one(r, 'ConfigMap');
    expect(at(cm, 'metadata.name')).toBe('feature-flags');
    expect(cm.data).toEqual({ CHECKOUT_V2: 'enabled', CART_TTL: '900' });
    const secret = one(r, 'Secret');
    expect(at(secret, 'metadata.name')).toBe('payment-keys');
    expect(Object.keys(secret.stringData as object)).toEqual(['STRIPE_TOKEN']);
    const pod = at(one(r, 'Deployment'), 'spec.template.spec') as Record<string, unknown>;
    expect(list(pod.volumes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ configMap: { name: 'feature-flags' } }),
        expect.objectContaining({ secret: { secretName: 'payment-keys' } }),
      ]),
    );
    expect(list(at(pod, 'containers.0.volumeMounts')).length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    [
      'a StorageClass on the GCE PD CSI driver with pd-ssd disks, as the default class',
      'pd.csi.storage.gke.io',
      { type: 'pd-ssd' },
    ],
    ['a StorageClass using the Azure Disk CSI driver, premium_lrs', 'disk.csi.azure.com', { skuName: 'Premium_LRS' }],
    ['an encrypted io2 StorageClass on the AWS EBS CSI driver', 'ebs.csi.aws.com', { type: 'io2', encrypted: 'true' }],
  ])('a storage class: %s', async (prompt, provisioner, parameters) => {
    const sc = one(await objects(prompt, format), 'StorageClass');
    expect(sc.provisioner).toBe(provisioner);
    expect(sc.parameters).toEqual(parameters);
    expect(at(sc, 'metadata.annotations')).toEqual(
      /default/.test(prompt) ? { 'storageclass.kubernetes.io/is-default-class': 'true' } : undefined,
    );
  });

  it('a claim is provisioned from the class stated by name', async () => {
    const r = await objects('a 20Gi PVC using the fast-nvme storage class', format);
    expect(at(one(r, 'PersistentVolumeClaim'), 'spec.storageClassName')).toBe('fast-nvme');
    expect(of(r, 'StorageClass')).toEqual([]);
  });

  it('a disruption budget takes the bound stated, and a node agent the host network', async () => {
    const pdb = one(
      await objects('a PodDisruptionBudget for pods app=search with maxUnavailable 2', format),
      'PodDisruptionBudget',
    );
    expect(at(pdb, 'spec.maxUnavailable')).toBe(2);
    expect(at(pdb, 'spec.minAvailable')).toBeUndefined();
    const agent = one(await objects('a DaemonSet for promtail that uses the host network', format), 'DaemonSet');
    expect(at(agent, 'spec.template.spec.hostNetwork')).toBe(true);
    expect(container(agent).image).toMatch(/^grafana\/promtail:/);
  });

  it.each([
    ['a StatefulSet for Cassandra 4.1 with 3 replicas and a headless service', 'StatefulSet', /^cassandra:4\.1$/],
    ['a Grafana Deployment with 2 replicas', 'Deployment', /^grafana\/grafana:/],
    ['a DaemonSet running fluentd', 'DaemonSet', /^fluent\/fluentd:/],
    ['a Deployment running memcached 1.6 with 2 replicas', 'Deployment', /^memcached:1\.6$/],
  ])("a product's official image: %s", async (prompt, kind, image) => {
    const r = await objects(prompt, format);
    expect(container(one(r, kind)).image).toMatch(image);
    // The product named what the workload runs: no component of its own stands beside it.
    if (kind === 'Deployment') expect(of(r, 'StatefulSet')).toEqual([]);
    if (kind === 'StatefulSet') {
      expect(of(r, 'Deployment')).toEqual([]);
      // The headless service asked for is the stateful set's own.
      expect(of(r, 'Service').map((s) => at(s.body, 'spec.clusterIP'))).toEqual(['None']);
    }
  });

  it('a migration run against a database is a one-off job, not a database of its own', async () => {
    const r = await objects('a Job that applies the schema migration once (image example/schema:12)', format);
    expect(container(one(r, 'Job')).image).toBe('example/schema:12');
    expect(of(r, 'StatefulSet')).toEqual([]);
  });

  it('policies for an app that already runs invent no workload', async () => {
    const r = await objects(
      'for the existing deployment ledger-api: an HPA of 2-5 replicas at 80% CPU, and a Role that can read pods',
      format,
    );
    expect(of(r, 'Deployment')).toEqual([]);
    expect(at(one(r, 'HorizontalPodAutoscaler'), 'spec.scaleTargetRef.name')).toBe('ledger-api');
    expect(list(at(one(r, 'Role'), 'rules.0.resources'))).toEqual(['pods']);
  });
});

describe('Kubernetes follow-ups', () => {
  const follow = (history: string[], prompt: string) => {
    const r = generateInfrastructure({
      prompt,
      platform: 'kubernetes',
      format: 'kubernetes-yaml',
      history: history.map((content) => ({ role: 'user' as const, content })),
    });
    return parseAllDocuments(r.files[0].content).map((d) => d.toJSON() as Record<string, unknown>);
  };

  it('a follow-up changes the earlier workload: replicas restated, a probe without a path on "/"', () => {
    const docs = follow(
      ['a Deployment of example/catalog:3 with 2 replicas'],
      'scale it to 6 replicas and add a readiness probe',
    );
    const deployments = docs.filter((d) => d.kind === 'Deployment');
    expect(deployments).toHaveLength(1);
    expect(at(deployments[0], 'spec.replicas')).toBe(6);
    const c = container(deployments[0]);
    expect(c.readinessProbe).toMatchObject({ httpGet: { path: '/', port: 8080 } });
    // No port was stated for this image: a liveness probe nobody asked for is not guessed onto one.
    expect(c.livenessProbe).toBeUndefined();
  });
});
