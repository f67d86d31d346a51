import { type ManifestWriter } from '../../../render/kubernetes/context';
import { quantity } from '../manifests/policy';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const cpu = c.attrs.cpu ?? 4;
    const memoryMb = c.attrs.memoryMb ?? 8192;
    x.add(
      {
        apiVersion: 'v1',
        kind: 'ResourceQuota',
        metadata: x.meta(c),
        spec: {
          hard: {
            // CPU and memory stated for the quota cap the requests; limits may reach twice that.
            'requests.cpu': String(cpu),
            'requests.memory': quantity(memoryMb),
            'limits.cpu': String(cpu * 2),
            'limits.memory': quantity(memoryMb * 2),
            pods: String(c.attrs.desired ?? 50),
            persistentvolumeclaims: '10',
            'services.loadbalancers': '1',
          },
        },
      },
      'Caps what the namespace can consume.',
    );
  },
};
