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
  // A slot of this app planned before its plan (kinds/azure/linux-web-app-slot): the plan must have slots.
  if (c.config.slots) sp.config.slots = true;
  // The plan is where a consumption plan, a tier or an instance count is written.
  if (c.attrs.flags.has('consumption')) sp.attrs.flags.add('consumption');
  sp.attrs.tier ??= c.attrs.tier;
  sp.attrs.desired ??= c.attrs.desired;
  plan.handOver(c, sp, 'consumption plan', 'tier', 'SKU', 'replicas', 'instance count');
}

/**
 * A deployment slot needs its app's plan on a tier that has slots (Standard or higher): the plan is
 * marked so its writers write one (service-plan/decide.ts), whichever of the app and the slot is
 * planned first; the answer says so when the request asked for a Free, Shared or Basic plan
 * (service-plan and linux-web-app kind.json `conflicts`).
 */
export function slotsOn(c: Component): void {
  const app = c.ref.app as Component | undefined;
  if (!app) return;
  app.config.slots = true;
  const sp = app.ref.plan;
  if (sp && !Array.isArray(sp)) sp.config.slots = true;
}

// Services that are reached only from inside a network (a private endpoint, or a subnet of their own).
const PRIVATE_DATA = ['azure.private_endpoint', 'azure.postgresql_flexible_server', 'azure.mysql_flexible_server'];

// Kinds that place themselves in a subnet of the network: with one of them asked, a subnet the request
// states is theirs, not an app's to delegate.
const SUBNET_USERS = [
  'azure.linux_virtual_machine',
  'azure.linux_virtual_machine_scale_set',
  'azure.kubernetes_cluster',
  'azure.container_app_environment',
  'azure.application_gateway',
];

/**
 * A subnet the request asked for that nothing else takes, for a web or function app to be
 * integrated into ("a web app and a subnet for it"): the first whose name says apps, else the first.
 */
function statedSubnetFor(plan: Planner): Component | undefined {
  if (SUBNET_USERS.some((k) => plan.all(k).some((o) => !o.implicit))) return undefined;
  const free = plan.all('azure.subnet').filter((s) => !s.implicit && !s.config.delegation && !s.config.purpose);
  return free.find((s) => /app/i.test(s.name ?? s.id)) ?? free[0];
}

/**
 * A web or function app sends its outbound traffic into the network through a subnet delegated to
 * App Service (VNet integration) when it must reach a private service, or when the request asks for
 * a subnet that nothing else takes. The consumption plan has no VNet integration, so a function on
 * it is left as it is.
 */
export function integrationFor(c: Component, plan: Planner): void {
  if (c.attrs.flags.has('consumption')) return;
  const stated = statedSubnetFor(plan);
  if (!stated && !PRIVATE_DATA.some((k) => plan.all(k).length)) return;
  if (stated) stated.config.purpose = 'app-integration';
  const s = subnetFor(c, plan, 'app-integration');
  s.config.delegation = 'Microsoft.Web/serverFarms';
  c.ref.integration = s;
}

/**
 * A web or function app asked for with an Azure SQL server reaches it the only ways the server
 * allows: over a private endpoint (the server is closed to the internet; the app is then integrated
 * into the network, see integrationFor) and as its own managed identity (the server takes Entra ID
 * sign-in only), named in its connection string. A consumption plan has no network integration, so
 * a function on one gets the connection string alone.
 */
export function sqlAccessFor(c: Component, plan: Planner): void {
  const sql = plan.all('azure.mssql_server').find((s) => !s.implicit);
  if (!sql) return;
  c.ref.sql = sql;
  if (c.attrs.flags.has('consumption') || plan.all('azure.private_endpoint').length) return;
  const pe = plan.add('azure.private_endpoint', {
    implicit: 'the app reaches the SQL server, closed to the internet, over a private endpoint',
    label: `${sql.id}_sql`,
  });
  pe.ref.target = sql;
}
