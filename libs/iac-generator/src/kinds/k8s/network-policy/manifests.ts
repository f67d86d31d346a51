import { type ManifestWriter } from '../../../render/kubernetes/context';
import { writeAllow } from './allow-policy';
import { denyUnasked } from './unasked-deny';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    // Added by the generator, not asked: it must not cut off what was asked (see denyUnasked).
    if (c.implicit) return denyUnasked(c, x);
    // Traffic between groups of pods: the policy selecting the reached pods denies the rest to them, and
    // nothing else is denied (outgoing traffic, other pods of the namespace) that was not asked.
    if (c.attrs.allowFrom?.pods) return writeAllow(c, x, true);
    x.add(
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        // A name the request gives the policy is the default-deny one's, the policy it asks for.
        metadata: x.meta(c, { name: c.name ? undefined : 'default-deny-all' }),
        spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
      },
      'Default deny: no pod receives or sends traffic unless another policy allows it.',
    );
    x.add(
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: x.meta(c, { name: 'allow-dns-and-namespace-egress' }),
        spec: {
          podSelector: {},
          policyTypes: ['Egress'],
          egress: [
            {
              to: [
                {
                  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
                  podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
                },
              ],
              ports: [
                { port: 53, protocol: 'UDP' },
                { port: 53, protocol: 'TCP' },
              ],
            },
            { to: [{ podSelector: {} }] },
          ],
        },
      },
      'Pods may resolve names and talk to each other inside this namespace, nothing else.',
    );
    writeAllow(c, x, false);
  },
};
