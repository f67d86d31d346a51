/**
 * Kubernetes object settings are read by what they mean, and the same words elsewhere (a cloud
 * identity reading secrets, a headless CMS, a volume mounted by a task) are left alone.
 */
import { readSettings } from './settings';

const read = (text: string) => readSettings(text.toLowerCase()).map((f) => [f.label, f.values]);

describe('Kubernetes object settings', () => {
  it.each([
    [
      'a Role that can view deployments and nodes',
      'permissions',
      { rbacVerbs: ['get', 'list', 'watch'], rbacResources: ['deployments', 'nodes'] },
    ],
    ['a StorageClass on the Longhorn CSI driver', 'provisioner', { provisioner: 'driver.longhorn.io' }],
    ['a StorageClass with provisioner csi.example.com', 'provisioner', { provisioner: 'csi.example.com' }],
    ['a StorageClass of standardssd_lrs disks', 'disk type', { diskType: 'standardssd_lrs' }],
    ['a StorageClass, make it the default', 'default class', { defaultClass: true }],
    ['a PodDisruptionBudget with min available 3', 'minimum available', { minAvailable: 3 }],
    ['a PDB allowing at most one pod down', 'maximum unavailable', { maxUnavailable: 1 }],
    ['a DaemonSet sharing the node network', 'host network', { hostNetwork: true }],
    ['a startup probe on /ready port 9000', 'probes', { probes: [{ kind: 'startup', path: '/ready', port: 9000 }] }],
    ['a headless svc for the brokers', 'service type', { serviceType: 'None' }],
    ['a ConfigMap with QUEUE_DEPTH=40', 'data entries', { environment: { queue_depth: '40' } }],
    ['a Secret with keys SMTP_USER and SMTP_PASS', 'secret keys', { secretKeys: ['smtp_user', 'smtp_pass'] }],
  ])('%s', (text, label, values) => {
    expect(read(text)).toContainEqual([label, values]);
  });

  it.each([
    'a Lambda function that can read secrets',
    'a headless CMS on a VM',
    'an EFS file system mounted by the ECS tasks',
    'an S3 bucket moving objects to the glacier storage class after 90 days',
  ])('leaves alone: %s', (text) => {
    const labels = read(text).map(([label]) => label);
    for (const l of ['permissions', 'service type', 'mounts', 'storage class', 'provisioner'])
      expect(labels).not.toContain(l);
  });
});
