import { asStated } from '../../../model/stated-case';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'ConfigMap')) return;
    const stated = Object.entries(c.attrs.environment ?? {});
    const data = stated.length
      ? Object.fromEntries(stated.map(([k, v]) => [asStated(c, k), asStated(c, v)]))
      : { APP_ENV: 'production', LOG_LEVEL: 'info' };
    x.add(
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: x.meta(c), data, immutable: false },
      stated.length ? 'The entries asked for.' : 'Non-secret settings, read by the workloads as environment variables.',
    );
  },
};
