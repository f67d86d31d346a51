import { asStated } from '../../../model/stated-case';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';
import { runtimeOf } from '../manifests/pod';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'Secret')) return;
    // A certificate secret an ingress reads holds a certificate the cluster's issuer or the user provides.
    if (c.config.tlsOf)
      return x.note(
        `the TLS secret ${x.name(c)} (read by the ingress; create it with kubectl create secret tls, or let cert-manager issue it)`,
      );
    const db = x.plan.first('k8s.stateful_set');
    const keys = c.attrs.secretKeys?.map((k) => asStated(c, k)) ?? [(db && runtimeOf(db).secretKey) ?? 'APP_SECRET'];
    const prefix = x.name(c).toUpperCase().replace(/-/g, '_').slice(0, 40);
    const stringData = Object.fromEntries(
      keys.map((key) => [
        key,
        x.secret(
          `${prefix}_${key.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`,
          `Value of ${key} in the secret ${x.name(c)}`,
        ),
      ]),
    );
    x.add(
      { apiVersion: 'v1', kind: 'Secret', metadata: x.meta(c), type: 'Opaque', stringData },
      'The values are not in this file: supply them at apply time (never commit them).',
    );
  },
};
