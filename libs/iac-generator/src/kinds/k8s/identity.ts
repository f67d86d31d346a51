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

export const IDENTITY_KINDS: Kind[] = [];
