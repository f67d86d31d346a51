/**
 * A managed identity that something outside Azure signs in as, with no secret: a federated identity
 * credential on the identity naming the issuer and the subject it trusts (a cluster's pods as a
 * Kubernetes service account, a GitHub workflow of one repository and branch). Without it the
 * identity exists and nothing can become it. The subject is said in words of its own ("service
 * account orders-api in namespace orders", "GitHub repo acme/platform on branch main"), so it is
 * read from the request's phrases; the cluster's pods are also granted what they were asked to do
 * with a vault of the request (read its secrets).
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { usedWhilePlanning } from '../../plan/track-reads';
import { GITHUB_ISSUER, githubSubject } from '../github-subject';

/** One trusted subject: its issuer is a cluster of the plan, or a fixed address. */
interface Federation {
  name: string;
  subject: string;
  cluster?: Component;
  issuer?: string;
}

// Words that never name a service account or a namespace.
const NOT_A_NAME =
  /^(?:a|an|the|that|this|its|their|our|for|with|to|in|and|or|of|on|so|which|who|where|named|called|can|per|as|at|by|via|from|is|are|has|have|should|must|will|uses?|using|runs?|running|gets?|needs?)$/i;
const K8S_NAME = String.raw`"?([a-z0-9](?:[-a-z0-9.]*[a-z0-9])?)"?`;
const SERVICE_ACCOUNT = new RegExp(
  String.raw`\b(?:k8s\s+|kubernetes\s+)?service\s*accounts?\s+(?:named\s+|called\s+)?${K8S_NAME}`,
  'i',
);
// "namespace orders" before "orders namespace": read apart, so "in namespace orders" never yields "in".
const NAMESPACES = [
  new RegExp(String.raw`\bnamespace\s+(?:named\s+|called\s+)?${K8S_NAME}`, 'i'),
  new RegExp(String.raw`\b${K8S_NAME}\s+namespace\b`, 'i'),
];
const POD_IDENTITY =
  /\bworkload\s+identity|\bpod\s+identity|\birsa\b|\biam roles for service accounts\b|\bservice\s*accounts?\b/i;
/** The first name the pattern finds that is a name, not a function word ("in namespace orders": orders, never "in"). */
const nameIn = (re: RegExp, text: string): string | undefined => {
  for (const m of text.matchAll(new RegExp(re.source, 'gi'))) {
    const name = m.slice(1).find(Boolean);
    if (name && !NOT_A_NAME.test(name)) return name.toLowerCase();
  }
  return undefined;
};

/** The Kubernetes service account the cluster's pods sign in as, when the request names one. */
function podSubject(plan: Planner): string | undefined {
  const said = plan.phrases.find((p) => POD_IDENTITY.test(p) && nameIn(SERVICE_ACCOUNT, p));
  if (!said) return undefined;
  const account = nameIn(SERVICE_ACCOUNT, said);
  const namespaceIn = (text: string) => NAMESPACES.map((re) => nameIn(re, text)).find(Boolean);
  const namespace = namespaceIn(said) ?? plan.phrases.map(namespaceIn).find(Boolean) ?? 'default';
  return account && `system:serviceaccount:${namespace}:${account}`;
}

/** Adds a trusted subject to the identity, once. */
function trust(identity: Component, federation: Federation): void {
  const all = (identity.config.federations as Federation[] | undefined) ?? [];
  if (all.some((f) => f.subject === federation.subject)) return;
  identity.config.federations = [...all, federation];
}

/** The identity's trusted subjects. */
export const federationsOf = (identity: Component): Federation[] =>
  (identity.config.federations as Federation[] | undefined) ?? [];

/** An identity asked for that a GitHub workflow of the request signs in as. */
export function githubFederation(identity: Component, plan: Planner): void {
  if (identity.implicit) return;
  const subject = githubSubject(plan.phrases, () => identity.attrs.source);
  // The repository and branch read as the identity's settings are written in its subject.
  if (subject && identity.attrs.source) usedWhilePlanning(identity, 'source');
  if (subject) trust(identity, { name: 'github', subject, issuer: GITHUB_ISSUER });
}

/**
 * A cluster whose pods sign in as a named service account: the identity they become (the one asked
 * for, else one added), trusted for that service account on the cluster's issuer, and granted
 * Key Vault Secrets User on the request's vault when it has one.
 */
export function podFederation(cluster: Component, plan: Planner): void {
  const subject = podSubject(plan);
  if (!subject || cluster.ref.podIdentity) return;
  const identity =
    plan.all('azure.user_assigned_identity').find((i) => !i.implicit) ??
    plan.add('azure.user_assigned_identity', {
      implicit: `the identity the pods of ${subject.split(':').slice(2).join('/')} sign in as, with no secret`,
      label: 'workload',
    });
  cluster.ref.podIdentity = identity;
  trust(identity, { name: subject.split(':').slice(2).join('-'), subject, cluster });
  const vault = plan.all('azure.key_vault').find((v) => !v.implicit);
  if (!vault || plan.all('azure.role_assignment').some((r) => r.ref.identity === identity && r.ref.scope === vault))
    return;
  // What the request said the pods do with the vault is written by this grant.
  usedWhilePlanning(vault, 'access');
  const grant = plan.add('azure.role_assignment', {
    implicit: "the pods' identity reads the vault's secrets (Key Vault Secrets User), with no stored credential",
    label: `${identity.id}_key_vault_secrets_user`,
    attrs: { roleNames: ['Key Vault Secrets User'] },
  });
  grant.ref.identity = identity;
  grant.ref.scope = vault;
}
