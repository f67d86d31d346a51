/**
 * Wiring between two parts of one request on Azure: when a workload and the resource it works with
 * are both planned, the workload's own identity is granted the built-in role that lets it (a cluster
 * pulls from the registry, a VM reads the vault's secrets). Without the grant both parts are written
 * and neither works with the other. The grant is a role assignment from the workload's identity, so
 * every format writes it by the role-assignment kind, with references to both ends.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { tfLabel } from '../../model/hcl';
import { usedWhilePlanning } from '../../plan/track-reads';
import { roleForAccess } from '../access-roles';

/**
 * Whose principal a grant names, per workload kind: the attribute hashicorp/azurerm gives it, and
 * the path of `reference(...)` (ARM) or of the symbol (Bicep) that holds it. A cluster's pods pull
 * images as its kubelet identity, not the control plane's; the others use their system identity.
 */
export const PRINCIPALS: Record<
  string,
  { terraform: string; type: string; apiVersion: string; arm: string; bicep: string; full?: boolean }
> = {
  'azure.kubernetes_cluster': {
    terraform: 'kubelet_identity[0].object_id',
    type: 'Microsoft.ContainerService/managedClusters',
    apiVersion: '2024-02-01',
    arm: 'identityProfile.kubeletidentity.objectId',
    bicep: 'properties.identityProfile.kubeletidentity.objectId',
  },
  'azure.linux_virtual_machine': {
    terraform: 'identity[0].principal_id',
    type: 'Microsoft.Compute/virtualMachines',
    apiVersion: '2023-09-01',
    arm: 'identity.principalId',
    bicep: 'identity.principalId',
    full: true,
  },
  'azure.linux_web_app': {
    terraform: 'identity[0].principal_id',
    type: 'Microsoft.Web/sites',
    apiVersion: '2022-09-01',
    arm: 'identity.principalId',
    bicep: 'identity.principalId',
    full: true,
  },
  'azure.linux_function_app': {
    terraform: 'identity[0].principal_id',
    type: 'Microsoft.Web/sites',
    apiVersion: '2022-09-01',
    arm: 'identity.principalId',
    bicep: 'identity.principalId',
    full: true,
  },
};
PRINCIPALS['azure.windows_virtual_machine'] = PRINCIPALS['azure.linux_virtual_machine'];
// A cache persists its data to storage as its own identity.
PRINCIPALS['azure.redis_cache'] = {
  terraform: 'identity[0].principal_id',
  type: 'Microsoft.Cache/redis',
  apiVersion: '2023-08-01',
  arm: 'identity.principalId',
  bicep: 'identity.principalId',
  full: true,
};

/**
 * A cache asked with persistence ("RDB persistence every 60 minutes to a new storage account")
 * writes its snapshots to the storage account asked with it (one added when none was), as its own
 * identity granted `role` there: the account takes no keys, so an identity is how the cache reaches it.
 */
export function persistenceTo(c: Component, plan: Planner, role: string, why: string): Component | undefined {
  if (!c.attrs.persistence) return undefined;
  const account =
    plan.all('azure.storage_account').find((a) => !a.implicit) ??
    plan.ensure('azure.storage_account', 'the account the cache persists its data to', { label: 'main' });
  c.ref.persistence = account;
  usedWhilePlanning(c, 'persistence');
  return grantTo(c, plan, account, role, why);
}

/**
 * Grants the component's own identity `role` on the first asked-for component of `kinds`, once; the
 * grant (a role assignment) is returned, or nothing when there is no such resource.
 */
export function grantOn(
  c: Component,
  plan: Planner,
  kinds: string[],
  role: string,
  why: string,
): Component | undefined {
  // Only a resource the request asked for: one planned for another part (a function's own storage) is not this one's.
  const target = kinds.flatMap((k) => plan.all(k)).find((t) => !t.implicit);
  // What the request said the workload does with it (read-only, write-only) picks the narrower role.
  const chosen = target && roleForAccess(role, target.attrs.access);
  if (chosen && target) {
    ({ role, why } = chosen);
    usedWhilePlanning(target, 'access');
  }
  return target ? grantTo(c, plan, target, role, why) : undefined;
}

// The kinds that live in a Service Bus namespace: asked for with a workload, the namespace is what it is granted on.
const SERVICE_BUS = ['azure.servicebus_namespace', 'azure.servicebus_queue', 'azure.servicebus_topic'];

/**
 * Grants the component's own identity `role` on the Service Bus namespace of the queues and topics
 * the request asked for with it (a function triggered by a queue receives from it), once: the
 * namespace is where Azure's data roles are granted and the one every format can scope to.
 */
export function grantOnServiceBus(c: Component, plan: Planner, role: string, why: string): Component | undefined {
  if (!SERVICE_BUS.some((k) => plan.all(k).some((t) => !t.implicit))) return undefined;
  const ns = plan.ensure('azure.servicebus_namespace', 'queues and topics live in a Service Bus namespace', {
    label: 'main',
  });
  c.ref.serviceBus = ns;
  return grantTo(c, plan, ns, role, why);
}

/**
 * An app that sends its telemetry to Application Insights: the component it was planned with, else
 * the first one in the request, kept as its `insights` ref (the writers set its connection string on
 * the app), and its identity granted Monitoring Metrics Publisher on it. The component takes no
 * local (key) sign-in, so telemetry is accepted only from an identity holding that role.
 */
export function telemetryTo(c: Component, plan: Planner, why: string): Component | undefined {
  const insights = (c.ref.insights as Component | undefined) ?? plan.all('azure.application_insights')[0];
  if (!insights) return undefined;
  c.ref.insights = insights;
  return grantTo(c, plan, insights, 'Monitoring Metrics Publisher', why);
}

/** The role assignment from the component's own identity to `target`, made once. */
export function grantTo(
  c: Component,
  plan: Planner,
  target: Component,
  role: string,
  why: string,
): Component | undefined {
  if (!(c.kind in PRINCIPALS)) return undefined;
  // The same role asked for in words ("the app gets Key Vault Secrets User on the vault") is this
  // grant, planned before its own identity and scope are known, unless an identity of its own was asked.
  const own = (r: Component) => !r.implicit && !plan.all('azure.user_assigned_identity').some((i) => !i.implicit);
  const given = plan
    .all('azure.role_assignment')
    .find(
      (r) =>
        r.attrs.roleNames?.some((n) => n.toLowerCase() === role.toLowerCase()) &&
        (r.ref.identity ?? (own(r) ? c : undefined)) === c &&
        (r.ref.scope ?? (own(r) ? target : undefined)) === target,
    );
  if (given) {
    given.ref.identity ??= c;
    given.ref.scope ??= target;
    return given;
  }
  const grant = plan.add('azure.role_assignment', {
    implicit: why,
    label: `${c.id}_${tfLabel(role.toLowerCase())}`,
    attrs: { roleNames: [role] },
  });
  grant.ref.identity = c;
  grant.ref.scope = target;
  return grant;
}

/**
 * A container app asked for with a registry pulls its images from it as a user-assigned identity
 * granted AcrPull on the registry: an identity that exists before the app, so the grant is in place
 * when its first revision pulls (its system identity would exist only once the app does, too late).
 */
export function pullIdentityFor(c: Component, plan: Planner): void {
  const registry = plan.all('azure.container_registry').find((r) => !r.implicit);
  if (!registry) return;
  const identity = plan.add('azure.user_assigned_identity', {
    implicit: 'the identity the container app pulls its images with',
    label: `${c.id}_pull`,
  });
  const grant = plan.add('azure.role_assignment', {
    implicit: 'lets the container app pull from the registry (AcrPull on the registry), with no admin password',
    label: `${c.id}_acrpull`,
    attrs: { roleNames: ['AcrPull'] },
  });
  grant.ref.identity = identity;
  grant.ref.scope = registry;
  c.ref.registry = registry;
  c.ref.pullIdentity = identity;
  c.ref.pullGrant = grant;
}
