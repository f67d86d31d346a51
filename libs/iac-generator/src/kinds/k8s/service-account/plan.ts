import { GeneratorMessages } from '@infragen/contracts';
import { type Needs } from '../../../plan/needs';
import { inNamespace } from '../common';
import { cloudIdentityAnnotation, isCloudIdentity } from '../cloud-identity';

const CLUSTER_SCOPED = ['nodes', 'namespaces'];

/**
 * Permissions said of a service account ("a service account that may get and list secrets") are
 * what a role grants: the account gets a Role (a ClusterRole when said cluster-wide) with those
 * rules, bound to it by name, unless the request already asks for a role granted to it.
 */
export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  // Named by a cloud identity ("the google service account x@p.iam.gserviceaccount.com"): that is what
  // it acts as, by its annotation; the account itself takes a name of its own.
  if (cloudIdentityAnnotation(c.name)) {
    c.config.cloudIdentity = c.name;
    c.name = undefined;
  }
  if (!c.attrs.rbacResources?.length) return;
  // Nodes and namespaces are not in any namespace: only a ClusterRole can grant them.
  // kube-system is where cluster add-ons run (external-dns, autoscalers): what one watches, it watches everywhere.
  const addOn = plan.components.some((o) => o.attrs.namespace === 'kube-system');
  const clusterWide =
    c.attrs.rbacClusterWide === true || addOn || c.attrs.rbacResources.some((r) => CLUSTER_SCOPED.includes(r));
  const kind = clusterWide ? 'k8s.cluster_role' : 'k8s.role';
  const grantedHere = plan
    .all(kind)
    .some(
      (r) => !isCloudIdentity(r) && (r.ref.subject === c || (r.attrs.subjectName && r.attrs.subjectName === c.name)),
    );
  if (grantedHere) return;
  const role = plan.add(kind, {
    implicit: GeneratorMessages.serviceAccountPermissions(c.name ?? c.id, clusterWide),
    label: c.name ?? c.id,
    attrs: {
      rbacVerbs: c.attrs.rbacVerbs,
      rbacResources: c.attrs.rbacResources,
      rbacResourceNames: c.attrs.rbacResourceNames,
    },
  });
  // The role writes what was said of the account, so it is the one that holds those words.
  role.settings = (c.settings ?? []).filter((s) => s.family === 'rbac');
  // The role's own step binds it to its subject: this account, by reference and by name.
  role.ref.subject = c;
  if (c.name) role.attrs.subjectName = c.name;
};
