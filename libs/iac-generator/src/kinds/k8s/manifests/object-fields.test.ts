/**
 * Object fields stated in plain words land in both Kubernetes formats: a CronJob's history,
 * overlap policy, start deadline and suspension; variables read from Secrets and ConfigMaps;
 * access modes; an Ingress's class and backend port; a LimitRange's defaults; the namespace a
 * NetworkPolicy admits.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, type Resource } from '../../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];

/** Terraform reads a one-item list back as its item: lists are compared as lists either way. */
const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

async function objects(prompt: string, format: FormatId): Promise<Resource[]> {
  const { resources, errors } = await generated(prompt, format);
  expect(errors).toEqual([]);
  return resources;
}
const kinds = (rs: Resource[], kind: string) => rs.filter((r) => r.type === kind);
const spec = (r: Resource | undefined) => (r?.body.spec ?? {}) as Record<string, unknown>;

describe.each(FORMATS)('Kubernetes object fields in %s', (format) => {
  it('writes the history, overlap policy, deadline and suspension of a CronJob, and no Job beside it', async () => {
    const rs = await objects(
      'A CronJob report-mailer running every night at 3am that keeps the last 2 successful and 4 failed runs, must never run two at once, must start within 2 minutes, and is created suspended.',
      format,
    );
    const cron = kinds(rs, 'CronJob');
    expect(cron.map((r) => r.name)).toEqual(['report-mailer']);
    expect(spec(cron[0])).toMatchObject({
      successfulJobsHistoryLimit: 2,
      failedJobsHistoryLimit: 4,
      concurrencyPolicy: 'Forbid',
      startingDeadlineSeconds: 120,
      suspend: true,
    });
    expect(kinds(rs, 'Job')).toEqual([]);
  });

  it('reads "the job" of a CronJob as its job, and a bare time of day as a daily schedule', async () => {
    const rs = await objects(
      'CronJob invoice-sweep at 4:15am; keep 6 successful runs; the job should retry 5 times.',
      format,
    );
    expect(kinds(rs, 'Job')).toEqual([]);
    const cron = spec(kinds(rs, 'CronJob')[0]);
    expect(cron).toMatchObject({ schedule: '15 4 * * *', successfulJobsHistoryLimit: 6 });
    expect(cron.jobTemplate).toMatchObject({ spec: { backoffLimit: 5 } });
  });

  it('lets a new run replace one still running when asked', async () => {
    const rs = await objects(
      'A CronJob cache-warmer every 10 minutes; a new run replaces the still-running one.',
      format,
    );
    expect(spec(kinds(rs, 'CronJob')[0]).concurrencyPolicy).toBe('Replace');
  });

  it('reads a variable from an existing Secret key and a whole ConfigMap, without writing either', async () => {
    const rs = await objects(
      'A Deployment named ledger-api where API_TOKEN comes from the Secret vendor-creds key token and it uses envFrom the ConfigMap ledger-settings.',
      format,
    );
    expect(kinds(rs, 'Secret')).toEqual([]);
    expect(kinds(rs, 'ConfigMap')).toEqual([]);
    expect(kinds(rs, 'StatefulSet')).toEqual([]);
    const pod = ((spec(kinds(rs, 'Deployment')[0]).template as Record<string, unknown>).spec ?? {}) as Record<
      string,
      unknown
    >;
    const container = list(pod.containers)[0] as Record<string, unknown>;
    expect(list(container.env)).toContainEqual({
      name: 'API_TOKEN',
      valueFrom: { secretKeyRef: { name: 'vendor-creds', key: 'token' } },
    });
    expect(list(container.envFrom)).toContainEqual({ configMapRef: { name: 'ledger-settings' } });
  });

  it('gives a claim shared by many pods its name, the ReadWriteMany mode and its size', async () => {
    const rs = await objects('A claim uploads-vol of 30Gi shared by many pods.', format);
    const pvc = kinds(rs, 'PersistentVolumeClaim')[0];
    expect(pvc?.name).toBe('uploads-vol');
    expect(list(spec(pvc).accessModes)).toEqual(['ReadWriteMany']);
    expect(spec(pvc).resources).toMatchObject({ requests: { storage: '30Gi' } });
  });

  it('writes the access mode named for a claim', async () => {
    const rs = await objects('A persistent volume claim scratch-vol, 5Gi, ReadOnlyMany.', format);
    expect(list(spec(kinds(rs, 'PersistentVolumeClaim')[0]).accessModes)).toEqual(['ReadOnlyMany']);
  });

  it('writes the ingress class and backend port asked for', async () => {
    const rs = await objects(
      'An Ingress for shop.example.org with the traefik ingress class, backend port 9000.',
      format,
    );
    const ing = spec(kinds(rs, 'Ingress')[0]);
    expect(ing.ingressClassName).toBe('traefik');
    expect(JSON.stringify(ing.rules)).toContain('"number":9000');
  });

  it('sends to the named service on the port stated, inventing no workload', async () => {
    const rs = await objects(
      'An Ingress for docs.example.net behind the haproxy ingress controller, routing to service docs-web port 8181.',
      format,
    );
    const ing = spec(kinds(rs, 'Ingress')[0]);
    expect(ing.ingressClassName).toBe('haproxy');
    expect(JSON.stringify(ing.rules)).toContain('"service":{"name":"docs-web","port":{"number":8181}}');
    expect(kinds(rs, 'Deployment')).toEqual([]);
  });

  it('writes the default requests and limits of a LimitRange', async () => {
    const rs = await objects(
      'A LimitRange where containers get 250m CPU and 300Mi memory requested by default and default limits of 1 CPU and 1Gi.',
      format,
    );
    const limit = list(spec(kinds(rs, 'LimitRange')[0]).limits)[0] as Record<string, unknown>;
    expect(limit.defaultRequest).toEqual({ cpu: '250m', memory: '300Mi' });
    expect(limit.default).toEqual({ cpu: '1', memory: '1Gi' });
  });

  it('names a claim written out in full, and binds a role to the service account named', async () => {
    const rs = await objects(
      'A persistent volume claim photo-cache of 8Gi, a service account build-runner, and a Role job-viewer that can read pods, bound to build-runner.',
      format,
    );
    expect(kinds(rs, 'PersistentVolumeClaim').map((r) => r.name)).toEqual(['photo-cache']);
    const binding = kinds(rs, 'RoleBinding')[0];
    expect(list(binding?.body.subjects)).toContainEqual(expect.objectContaining({ name: 'build-runner' }));
    expect(binding?.body.roleRef).toMatchObject({ name: 'job-viewer' });
  });

  it('names the Service a workload is exposed as, with a place said between', async () => {
    const rs = await objects(
      "A Deployment of ghcr.io/acme/atlas:3.2 on port 7000, and expose it within the cluster as 'atlas-internal'.",
      format,
    );
    expect(kinds(rs, 'Service').map((r) => r.name)).toEqual(['atlas-internal']);
  });

  it('admits traffic only from the namespace named, by its name label', async () => {
    const rs = await objects('A NetworkPolicy that allows ingress only from namespace observability.', format);
    const allow = kinds(rs, 'NetworkPolicy').find((r) => r.name === 'allow-from-observability');
    expect(JSON.stringify(spec(allow).ingress)).toContain('"kubernetes.io/metadata.name":"observability"');
  });

  it.each([
    [
      'a Deployment api running ghcr.io/acme/api:2; API_TOKEN comes from the existing Secret api-secrets (key: token)',
      'API_TOKEN',
      'api-secrets',
      'token',
    ],
    // No variable named: the image's own password variable.
    [
      'a Deployment of mysql:8.4; the password comes from the existing Secret mysql-auth (key: root-pw)',
      'MYSQL_ROOT_PASSWORD',
      'mysql-auth',
      'root-pw',
    ],
  ])('reads a variable from the key of a Secret stated for it (%s)', async (prompt, variable, secret, key) => {
    const rs = await objects(prompt, format);
    const pod = (kinds(rs, 'Deployment')[0]?.body.spec as { template: { spec: { containers: unknown } } }).template
      .spec;
    const env = list((list(pod.containers)[0] as { env?: unknown }).env) as { name: string; valueFrom?: unknown }[];
    expect(env.find((e) => e.name === variable)?.valueFrom).toEqual({ secretKeyRef: { name: secret, key } });
  });

  it('admits it on the port stated beside where it may come from, and says nothing is missing', async () => {
    const prompt = 'allow ingress to pods labelled tier=db only from the namespace reports, on TCP 5433';
    const { result, resources: rs, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const allow = kinds(rs, 'NetworkPolicy').find((r) => r.name === 'allow-from-reports');
    const ingress = list(spec(allow).ingress) as { ports?: unknown }[];
    expect(ingress).toHaveLength(1);
    expect(list(ingress[0].ports)).toEqual([{ port: 5433, protocol: 'TCP' }]);
    expect(result.notCovered).toEqual([]);
  });
});
