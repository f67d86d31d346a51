/** Service accounts and RBAC, least privilege: read-only verbs, scoped to the namespace unless asked otherwise. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { inNamespace, isPlaceholder } from './common';
import { dnsLabel } from '../../model/names';

/** The service account a role is granted to: the one named ("bound to ci-runner"), else the first asked for. */
export function subjectFor(c: Component, plan: Planner): void {
  inNamespace(plan);
  const role = c.ref.role as Component | undefined;
  const named = c.attrs.subjectName ?? role?.attrs.subjectName;
  // A service account of another namespace ("ci-bot from the ci namespace") is bound by its name
  // there: it is not written here.
  const namespace = c.attrs.subjectNamespace ?? role?.attrs.subjectNamespace;
  const here = plan.first('k8s.namespace');
  if (named && namespace && namespace !== (here?.name ?? here?.attrs.namespace)) {
    c.config.subjectElsewhere = { name: named, namespace };
    return;
  }
  // Bound to groups only ("bound to the group blue-devs"): no service account is meant.
  if (!named && (c.attrs.subjectGroups?.length || role?.attrs.subjectGroups?.length)) return;
  const accounts = plan.all('k8s.service_account');
  const match = named && accounts.find((s) => !s.implicit && (dnsLabel(s) === named || s.name === named));
  if (match) return void (c.ref.subject = match);
  const added =
    (!named || isPlaceholder(named)) && accounts[0]
      ? accounts[0]
      : plan.add('k8s.service_account', { implicit: 'the identity the role is granted to', label: 'app' });
  if (named && !isPlaceholder(named) && added.implicit) added.name ??= named;
  c.ref.subject = added;
}

/**
 * The binding a role is granted by: one the request asks for that binds no role yet ("a Role reader ...
 * with a RoleBinding"), else one added for it, named after the role when it has a name. A ClusterRole
 * may also be granted in one namespace by a RoleBinding the request asks for when it asks for no Role
 * ("bind the same cluster role in qa with a RoleBinding"): then nothing cluster-wide is added.
 */
export function bindingFor(c: Component, plan: Planner, kind: string, why: string): void {
  const kinds = kind === 'k8s.cluster_role_binding' && !plan.has('k8s.role') ? [kind, 'k8s.role_binding'] : [kind];
  const bindings = kinds.flatMap((k) => plan.all(k));
  if (bindings.some((b) => b.ref.role === c)) return;
  const asked = bindings.find((b) => !b.implicit && !b.ref.role);
  const binding = asked ?? plan.add(kind, { implicit: why, label: c.id });
  binding.ref.role = c;
  if (c.name) binding.name ??= c.name;
}

export const IDENTITY_KINDS: Kind[] = [];
