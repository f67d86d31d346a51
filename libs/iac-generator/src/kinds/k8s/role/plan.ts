import { GeneratorMessages } from '@infragen/contracts';
import { type Component } from '../../../model/types';
import { type Needs } from '../../../plan/needs';
import { bindingFor, subjectFor } from '../identity';
import { isCloudIdentity } from '../cloud-identity';

export const needs: Needs = (c, plan) => {
  subjectFor(c, plan);
  // An IAM role or Google service account the pods assume: the subject's annotation, nothing bound.
  if (isCloudIdentity(c)) return void ((c.ref.subject as Component).config.cloudIdentity = c.name);
  // Said of who it is bound to: its service account, or the groups and accounts named for it.
  const to = c.attrs.subjectGroups?.length || c.attrs.subjectNamespace ? 'who it is bound to' : 'its service account';
  bindingFor(c, plan, 'k8s.role_binding', `grants the role to ${to}`);
  // Asked for as a Role, yet said to hold across the cluster: the Role is written as asked, and the
  // answer says that its permissions hold in its namespace only.
  for (const s of c.settings ?? []) {
    if (s.family !== 'rbac' || s.values?.rbacClusterWide !== true) continue;
    const line = GeneratorMessages.roleHoldsInItsNamespace(s.text);
    if (!plan.unmet.includes(line)) plan.unmet.push(line);
  }
};
