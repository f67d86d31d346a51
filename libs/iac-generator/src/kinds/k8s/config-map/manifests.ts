import { asStated } from '../../../model/stated-case';
import { type ManifestWriter } from '../../../render/kubernetes/context';

export const manifests: ManifestWriter = {
  write: (c, x) => {
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
