import { asStated } from '../../../model/stated-case';
import { type Component } from '../../../model/types';
import { type K8sContext, type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';
import { runtimeOf } from '../manifests/pod';

/** Whether a workload reads variables from this Secret by its name. */
const readBy = (c: Component, x: K8sContext) =>
  x.plan.components.some(
    (o) =>
      o.attrs.secretEnv?.some((e) => e.secret === x.name(c)) ||
      o.attrs.envRefs?.some((r) => r.from === 'secret' && r.object === x.name(c)),
  );

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'Secret')) return;
    // Named only as where a workload's variables come from ("DB_URL from key url of secret db"), with no key or
    // value of its own: one the cluster has, referred to. Written, made-up contents would replace the real ones.
    if (!c.attrs.secretKeys?.length && readBy(c, x))
      return x.note(`the existing Secret ${x.name(c)} (referred to, not written)`);
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
