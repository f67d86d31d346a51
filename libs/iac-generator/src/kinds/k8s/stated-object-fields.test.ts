/**
 * Fields of Kubernetes objects stated in plain words reach the objects (issue 24, SIL/WIR/INV): a
 * schedule by named days and a time, the history kept, the command after the image; a StatefulSet's
 * start order and mount path; the port of an image said beside it reaching container, Service and
 * policy; the issuer of an Ingress's certificate; a quota's caps (counts of objects are caps, never
 * objects) and a LimitRange's defaults; a namespace said only as where things go is referred to.
 */
import { generated, of, at } from '../../testing/resources';

describe('a CronJob stated in plain words', () => {
  const prompt =
    'cronjob ledger-export in namespace finance, image python:3.12-slim running python /jobs/export.py --full, ' +
    'tuesdays 23:45, forbid overlapping runs, keep last 6 successful + 2 failed, S3_KEY from secret export-creds key access';

  it('writes the days and time, history, command and variable asked', async () => {
    const { resources, errors } = await generated(prompt, 'kubernetes-yaml');
    expect(errors).toEqual([]);
    const [cron] = of(resources, 'CronJob');
    expect(at(cron.body, 'spec.schedule')).toBe('45 23 * * 2');
    expect(at(cron.body, 'spec.successfulJobsHistoryLimit')).toBe(6);
    expect(at(cron.body, 'spec.failedJobsHistoryLimit')).toBe(2);
    expect(at(cron.body, 'spec.concurrencyPolicy')).toBe('Forbid');
    const container = at(cron.body, 'spec.jobTemplate.spec.template.spec.containers.0') as Record<string, unknown>;
    expect(container.command).toEqual(['python', '/jobs/export.py', '--full']);
    expect(at(container, 'env.0.valueFrom.secretKeyRef')).toEqual({ name: 'export-creds', key: 'access' });
  });

  it('refers to the namespace it is put in, never relabels it or denies its traffic', async () => {
    const { resources, result } = await generated(prompt, 'kubernetes-yaml');
    expect(of(resources, 'Namespace')).toEqual([]);
    expect(of(resources, 'NetworkPolicy')).toEqual([]);
    expect(result.explanation).toMatch(/existing Namespace finance/);
  });
});

describe('a StatefulSet with a policy naming who may reach it', () => {
  it('starts pods in parallel, mounts where asked, serves and admits on the port said', async () => {
    const { resources, errors } = await generated(
      [
        'For the search index in namespace find:',
        '- StatefulSet find-es, image docker.io/bitnami/elasticsearch:8.15.0, 4 replicas, pods start in parallel',
        '- each pod gets its own 30Gi volume on storage class gold, mounted at /bitnami/elasticsearch/data',
        '- headless Service for stable pod DNS on 9200',
        '- NetworkPolicy: only pods labelled app=find-api may reach 9200',
      ].join('\n'),
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const [set] = of(resources, 'StatefulSet');
    expect(at(set.body, 'spec.podManagementPolicy')).toBe('Parallel');
    expect(at(set.body, 'spec.template.spec.containers.0.ports.0.containerPort')).toBe(9200);
    const mounts = at(set.body, 'spec.template.spec.containers.0.volumeMounts') as { mountPath: string }[];
    expect(mounts.map((m) => m.mountPath)).toContain('/bitnami/elasticsearch/data');
    expect(at(of(resources, 'Service')[0].body, 'spec.ports.0.targetPort')).toBe(9200);
    const policies = of(resources, 'NetworkPolicy');
    expect(policies).toHaveLength(1);
    expect(at(policies[0].body, 'spec.podSelector.matchLabels')).toEqual({ 'app.kubernetes.io/name': 'find-es' });
    expect(at(policies[0].body, 'spec.ingress.0.from.0.podSelector.matchLabels')).toEqual({ app: 'find-api' });
    expect(at(policies[0].body, 'spec.ingress.0.ports.0.port')).toBe(9200);
  });
});

describe('an image with its port, behind an Ingress with a cert-manager issuer', () => {
  it('serves on the port said and names the issuer in the annotation', async () => {
    const { resources, errors, result } = await generated(
      "On the shared cluster in namespace media. It's the image quay.io/initech/thumbs:2.4.1, listening on 4100. " +
        'Expose it with a ClusterIP Service on port 80 and publish it at thumbs.initech.dev through ingress class nginx ' +
        'with TLS from cert-manager using our existing ClusterIssuer acme-live.',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const [deployment] = of(resources, 'Deployment');
    expect(at(deployment.body, 'spec.template.spec.containers.0.ports.0.containerPort')).toBe(4100);
    expect(at(of(resources, 'Service')[0].body, 'spec.ports.0.targetPort')).toBe(4100);
    const [ingress] = of(resources, 'Ingress');
    expect(at(ingress.body, 'metadata.annotations')).toMatchObject({ 'cert-manager.io/cluster-issuer': 'acme-live' });
    expect(result.notCovered.filter((l) => /ClusterIssuer|4100/.test(l))).toEqual([]);
  });
});

describe('a quota and a limit range', () => {
  it('caps as stated, and counts of objects are caps, never objects', async () => {
    const { resources, errors } = await generated(
      'new namespace team-maps please, with a resourcequota capping it at 6 cpu / 12Gi memory in requests, ' +
        '12 cpu / 24Gi in limits, max 35 pods and 4 pvcs. also a limitrange so containers without resources get ' +
        'default 300m / 384Mi limits and 80m / 96Mi requests',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    expect(at(of(resources, 'ResourceQuota')[0]?.body, 'spec.hard')).toEqual({
      'requests.cpu': '6',
      'requests.memory': '12Gi',
      'limits.cpu': '12',
      'limits.memory': '24Gi',
      pods: '35',
      persistentvolumeclaims: '4',
    });
    const [limits] = of(resources, 'LimitRange');
    expect(at(limits.body, 'spec.limits.0.default')).toEqual({ cpu: '300m', memory: '384Mi' });
    expect(at(limits.body, 'spec.limits.0.defaultRequest')).toEqual({ cpu: '80m', memory: '96Mi' });
    for (const kind of ['PersistentVolumeClaim', 'Deployment', 'HorizontalPodAutoscaler'])
      expect(of(resources, kind)).toEqual([]);
    expect(of(resources, 'Namespace')).toHaveLength(1);
  });
});
