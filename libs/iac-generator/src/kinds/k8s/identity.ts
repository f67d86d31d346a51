/** Service accounts and RBAC, least privilege: read-only verbs, scoped to the namespace unless asked otherwise. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { inNamespace, isPlaceholder } from './common';
import { dnsLabel } from '../../model/names';

/** The service account a role is granted to: the one named ("bound to ci-runner"), else the first asked for. */
export function subjectFor(c: Component, plan: Planner): void {
  inNamespace(plan);
  const named = c.attrs.subjectName ?? (c.ref.role as Component | undefined)?.attrs.subjectName;
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
