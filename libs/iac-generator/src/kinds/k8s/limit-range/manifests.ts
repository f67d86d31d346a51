import { type ManifestWriter } from '../../../render/kubernetes/context';
import { limitDefaults } from '../manifests/object-fields';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    x.add(
      {
        apiVersion: 'v1',
        kind: 'LimitRange',
        metadata: x.meta(c),
        spec: {
          limits: [
            {
              type: 'Container',
              ...limitDefaults(c),
            },
          ],
        },
      },
      'Containers without requests or limits get these.',
    );
  },
};
