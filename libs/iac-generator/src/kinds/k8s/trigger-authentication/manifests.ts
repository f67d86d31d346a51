import { type ManifestWriter } from '../../../render/kubernetes/context';
import { authParameter, kedaOf } from '../scaled-object/keda';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const scaler = x.plan.first('k8s.scaled_object');
    const k = kedaOf(scaler, c);
    // The Secret holding the credentials runs already: it is named, never written with made-up values.
    if (k.authSecret) x.note(`the existing Secret ${k.authSecret} (referred to, not written)`);
    x.add(
      {
        apiVersion: 'keda.sh/v1alpha1',
        kind: 'TriggerAuthentication',
        metadata: x.meta(c),
        spec: {
          secretTargetRef: k.authSecret
            ? [{ parameter: authParameter(k), name: k.authSecret, key: k.authKey ?? authParameter(k) }]
            : [],
        },
      },
      k.authSecret
        ? `The scaler reads its ${authParameter(k)} from the key ${k.authKey ?? authParameter(k)} of the Secret ${k.authSecret}.`
        : 'No Secret was named for the scaler: fill secretTargetRef with the one holding its credentials.',
    );
  },
};
