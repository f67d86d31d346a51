import { type Needs } from '../../../plan/needs';
import { subjectFor } from '../identity';
import { isCloudIdentity } from '../cloud-identity';

// A ClusterRoleBinding asked for beside a ClusterRole binds that role ("a ClusterRole pod-reader ...
// bound to ci-bot with a ClusterRoleBinding"): one the request does not name is added for it.
export const needs: Needs = (c, plan) => {
  if (!c.ref.role) {
    const bound = (r: unknown) => plan.all('k8s.cluster_role_binding').some((b) => b !== c && b.ref.role === r);
    c.ref.role =
      plan.all('k8s.cluster_role').find((r) => !isCloudIdentity(r) && !bound(r)) ??
      plan.add('k8s.cluster_role', { implicit: 'the permissions the binding grants', label: c.id });
  }
  subjectFor(c, plan);
};
