/**
 * What the planning records of Azure's compute kinds share: an App Service plan, a network integration.
 */
import { type Component } from '../../model/types';
import { inGroup, subnetFor } from './common';
import { type Planner } from '../../plan/planner';

export function planFor(c: Component, plan: Planner): void {
  inGroup(c, plan);
  // A consumption plan hosts only functions: an app on one gets a plan of its own.
  const consumption = c.attrs.flags.has('consumption');
  const sp =
    plan.all('azure.service_plan').find((p) => p.attrs.flags.has('consumption') === consumption) ??
    plan.add('azure.service_plan', {
      implicit: consumption
        ? 'a consumption plan for the function app'
        : 'web and function apps run on an App Service plan',
      label: consumption ? `${c.id}_consumption` : 'main',
    });
  c.ref.plan = sp;
  // The plan is where a consumption plan, a tier or an instance count is written.
  if (c.attrs.flags.has('consumption')) sp.attrs.flags.add('consumption');
  sp.attrs.tier ??= c.attrs.tier;
  sp.attrs.desired ??= c.attrs.desired;
  plan.handOver(c, sp, 'consumption plan', 'tier', 'SKU', 'replicas', 'instance count');
}

// Services that are reached only from inside a network (a private endpoint, or a subnet of their own).
const PRIVATE_DATA = ['azure.private_endpoint', 'azure.postgresql_flexible_server', 'azure.mysql_flexible_server'];

/**
 * A web or function app that must reach a private service sends its outbound traffic into the
 * network through a subnet delegated to App Service (VNet integration). The consumption plan has
 * no VNet integration, so a function on it is left as it is.
 */
export function integrationFor(c: Component, plan: Planner): void {
  if (c.attrs.flags.has('consumption') || !PRIVATE_DATA.some((k) => plan.all(k).length)) return;
  const s = subnetFor(c, plan, 'app-integration');
  s.config.delegation = 'Microsoft.Web/serverFarms';
  c.ref.integration = s;
}
