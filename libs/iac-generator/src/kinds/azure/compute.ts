/** Virtual machines, scale sets, AKS, registries, App Service, Functions, Container Apps, disks. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { inGroup, subnetFor, workspaceFor } from './common';
import { type Planner } from '../../plan/planner';
import { planImage } from './images';

function planFor(c: Component, plan: Planner): void {
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
function integrationFor(c: Component, plan: Planner): void {
  if (c.attrs.flags.has('consumption') || !PRIVATE_DATA.some((k) => plan.all(k).length)) return;
  const s = subnetFor(c, plan, 'app-integration');
  s.config.delegation = 'Microsoft.Web/serverFarms';
  c.ref.integration = s;
}

export const COMPUTE_KINDS: Kind[] = [
  ...(
    [
      ['azure.linux_virtual_machine', 'Linux virtual machine'],
      ['azure.windows_virtual_machine', 'Windows virtual machine'],
      ['azure.linux_virtual_machine_scale_set', 'VM scale set'],
      ['azure.windows_virtual_machine_scale_set', 'Windows VM scale set'],
    ] as const
  ).map(([kind, title]) => ({
    kind,
    label: 'main',
    title,
    needs: (c: Component, plan: Planner) => {
      subnetFor(c, plan);
      planImage(c);
    },
  })),
  {
    kind: 'azure.managed_disk',
    label: 'data',
    title: 'Managed disk',
    needs: inGroup,
  },
  {
    kind: 'azure.kubernetes_cluster',
    label: 'main',
    title: 'AKS cluster',
    needs: (c, plan) => {
      subnetFor(c, plan, 'aks');
      workspaceFor(c, plan);
      // The system pool cannot run on spot capacity: spot nodes are a user pool of their own.
      if (c.attrs.flags.has('spot')) {
        const pool =
          plan.all('azure.kubernetes_cluster_node_pool').find((p) => !p.ref.cluster || p.ref.cluster === c) ??
          plan.add('azure.kubernetes_cluster_node_pool', {
            implicit: 'spot nodes run in a user pool (the system pool cannot be spot)',
            label: 'spot',
          });
        pool.ref.cluster = c;
        pool.attrs.flags.add('spot');
        // The elastic range stated with spot is the spot pool's (a system pool keeps at least one node).
        pool.attrs.min ??= c.attrs.min;
        pool.attrs.max ??= c.attrs.max;
        plan.handOver(c, pool, 'spot capacity', 'scaling range');
      }
    },
  },
  {
    kind: 'azure.kubernetes_cluster_node_pool',
    label: 'user',
    title: 'AKS node pool',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.cluster = plan.ensure('azure.kubernetes_cluster', 'the cluster the node pool joins', { label: 'main' });
    },
  },
  {
    kind: 'azure.container_registry',
    label: 'main',
    title: 'Container registry',
    needs: (c, plan) => {
      inGroup(c, plan);
      // A region the registry is copied to is not where it lives: the home region is another one.
      const copies = c.attrs.replicaRegions ?? [];
      c.config.replicaRegions = copies;
      plan.global.regions = plan.global.regions.filter((r) => !copies.includes(r));
    },
  },
  {
    kind: 'azure.service_plan',
    label: 'main',
    title: 'App Service plan',
    needs: inGroup,
  },
  {
    kind: 'azure.linux_web_app',
    label: 'main',
    title: 'Web app',
    needs: (c, plan) => {
      planFor(c, plan);
      integrationFor(c, plan);
      c.ref.insights = plan.ensure('azure.application_insights', 'request tracing and failures for the app', {
        label: 'main',
      });
    },
  },
  {
    kind: 'azure.linux_function_app',
    label: 'main',
    title: 'Function app',
    needs: (c, plan) => {
      planFor(c, plan);
      integrationFor(c, plan);
      c.ref.storage =
        plan.first('azure.storage_account') ??
        plan.add('azure.storage_account', {
          implicit: 'Functions keep their state in a storage account',
          label: `${c.id}_fn`,
        });
    },
  },
  {
    kind: 'azure.container_app_environment',
    label: 'main',
    title: 'Container Apps environment',
    needs: (c, plan) => {
      inGroup(c, plan);
      workspaceFor(c, plan);
    },
  },
  {
    kind: 'azure.container_app',
    label: 'main',
    title: 'Container app',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.env = plan.ensure('azure.container_app_environment', 'container apps run in an environment', {
        label: 'main',
      });
    },
  },
];
