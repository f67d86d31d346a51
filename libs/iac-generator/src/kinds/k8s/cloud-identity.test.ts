/**
 * Composite asks on Kubernetes keep both ends (issue 24, WIR/NAME): a cloud identity given by its
 * id (an IAM role ARN for IRSA, a Google service account for GKE Workload Identity) is the service
 * account's annotation, never a Kubernetes Role named after it; an image stated with no workload
 * runs in a Deployment named after it; "watch X" grants list and watch.
 */
import { generated, of, at } from '../../testing/resources';

const ARN = 'arn:aws:iam::210987654321:role/metrics-reader';
const GSA = 'exporter@acme-prod.iam.gserviceaccount.com';

describe('a cloud identity the service account acts as', () => {
  it.each([
    [`a deployment running ghcr.io/acme/exporter:1.2 whose service account assumes the IAM role ${ARN}`, ARN],
    [`service account for the app with IRSA, the role ${ARN} exists already; deployment image ghcr.io/acme/app:3`, ARN],
    [`deployment ghcr.io/acme/exporter:1.2 using workload identity with the google service account ${GSA}`, GSA],
  ])('%s', async (prompt, id) => {
    const { resources, errors, result } = await generated(prompt, 'kubernetes-yaml');
    expect(errors).toEqual([]);
    // No Kubernetes Role named after the cloud identity, and nothing bound to it.
    expect(of(resources, 'Role').filter((r) => String(at(r.body, 'metadata.name')).includes('arn'))).toEqual([]);
    const annotated = of(resources, 'ServiceAccount').filter((s) =>
      Object.values((at(s.body, 'metadata.annotations') as Record<string, string>) ?? {}).includes(id),
    );
    expect(annotated).toHaveLength(1);
    // The workload runs under the annotated account.
    const [d] = of(resources, 'Deployment');
    expect(at(d.body, 'spec.template.spec.serviceAccountName')).toBe(at(annotated[0].body, 'metadata.name'));
    expect(result.notCovered.filter((l) => l.includes(id))).toEqual([]);
  });

  it('the annotation key is the one of the cloud', async () => {
    const aws = await generated(
      `a deployment of ghcr.io/acme/a:1 whose service account uses the role ${ARN}`,
      'kubernetes-yaml',
    );
    const [sa] = of(aws.resources, 'ServiceAccount');
    expect(at(sa.body, 'metadata.annotations')).toEqual({ 'eks.amazonaws.com/role-arn': ARN });
  });
});

describe('an image with no workload asked for', () => {
  it.each([
    ['use image quay.io/acme/sync-agent:0.9 in kube-system', 'sync-agent', 'kube-system'],
    [
      'run ghcr.io/acme/report-builder:2.0 with a service account that can read configmaps',
      'report-builder',
      undefined,
    ],
  ])('%s: a Deployment runs it, named after it', async (prompt, name, namespace) => {
    const { resources, errors, result } = await generated(prompt, 'kubernetes-yaml');
    expect(errors).toEqual([]);
    const [d] = of(resources, 'Deployment');
    expect(at(d.body, 'metadata.name')).toBe(name);
    if (namespace) expect(at(d.body, 'metadata.namespace')).toBe(namespace);
    expect(result.notCovered.filter((l) => /image/.test(l))).toEqual([]);
  });

  it('an asked workload takes the image: no second one', async () => {
    const { resources } = await generated(
      'a cronjob every night at 2 running ghcr.io/acme/backup:1.0',
      'kubernetes-yaml',
    );
    expect(of(resources, 'Deployment')).toEqual([]);
    expect(of(resources, 'CronJob')).toHaveLength(1);
  });
});

describe('watching objects', () => {
  it.each(['a service account that has to watch pods and services', 'a role that can watch endpoints'])(
    '%s: list and watch',
    async (prompt) => {
      const { resources } = await generated(prompt, 'kubernetes-yaml');
      const rules = of(resources, 'Role').flatMap((r) => at(r.body, 'rules') as { verbs: string[] }[]);
      expect(rules.length).toBeGreaterThan(0);
      for (const r of rules) expect(r.verbs).toEqual(expect.arrayContaining(['list', 'watch']));
    },
  );
});

describe('an add-on in kube-system', () => {
  it.each([
    'a deployment of ghcr.io/acme/dns-sync:1.0 in kube-system whose service account can watch services',
    'run quay.io/acme/ingress-watcher:2 in kube-system; its service account has to watch ingresses',
  ])('%s: its permissions hold cluster-wide', async (prompt) => {
    const { resources } = await generated(prompt, 'kubernetes-yaml');
    expect(of(resources, 'ClusterRole').length).toBeGreaterThan(0);
    expect(of(resources, 'ClusterRoleBinding').length).toBeGreaterThan(0);
  });
});
