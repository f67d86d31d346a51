import { GeneratorMessages } from '@infragen/contracts';
import { type Component } from '../../../model/types';
import { type Needs } from '../../../plan/needs';
import { subjectFor } from '../identity';
import { isCloudIdentity } from '../cloud-identity';

export const needs: Needs = (c, plan) => {
  subjectFor(c, plan);
  // An IAM role or Google service account the pods assume: the subject's annotation, nothing bound.
  if (isCloudIdentity(c)) return void ((c.ref.subject as Component).config.cloudIdentity = c.name);
  if (!plan.all('k8s.role_binding').some((b) => b.ref.role === c))
    plan.add('k8s.role_binding', { implicit: 'grants the role to its service account', label: c.id }).ref.role = c;
  // Asked for as a Role, yet said to hold across the cluster: the Role is written as asked, and the
  // answer says that its permissions hold in its namespace only.
  for (const s of c.settings ?? []) {
    if (s.family !== 'rbac' || s.values?.rbacClusterWide !== true) continue;
    const line = GeneratorMessages.roleHoldsInItsNamespace(s.text);
    if (!plan.unmet.includes(line)) plan.unmet.push(line);
  }
};
