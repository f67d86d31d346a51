/**
 * What an Azure load balancer or application gateway serves: the request's virtual machines and
 * scale sets are in its backend pool (as the request's EC2 instances are registered in an AWS target
 * group), since a balancer with an empty pool serves nothing. A VM's NIC IP configuration joins the
 * pool; a scale set names the pool in its network profile. Every format asks here, so they cannot
 * differ. A load balancer asked for takes them before an application gateway.
 */
import { type Component } from '../../../model/types';
import { ArmExpr } from '../../../render/azure/arm-context';
import { decide } from './decide';
import { decide as decideGateway } from '../application-gateway/decide';
import { type Planner } from '../../../plan/planner';

const MACHINE_KINDS = [
  'azure.linux_virtual_machine',
  'azure.windows_virtual_machine',
  'azure.linux_virtual_machine_scale_set',
  'azure.windows_virtual_machine_scale_set',
];

export interface Behind {
  /** The load balancer or application gateway. */
  lb: Component;
  gateway: boolean;
  /** Its resource name and its backend pool's name. */
  name: string;
  pool: string;
}

/** What a machine or scale set is behind, with its backend pool's name; none without a balancer. */
export function balancerOf(c: Component, plan: Planner): Behind | undefined {
  if (!MACHINE_KINDS.includes(c.kind)) return undefined;
  const lb = plan.first('azure.lb');
  if (lb) return { lb, gateway: false, name: decide(lb).name, pool: decide(lb).pool };
  const agw = plan.first('azure.application_gateway');
  // The gateway's writers name its one pool 'backend' (application-gateway/terraform.ts, arm.ts).
  return agw ? { lb: agw, gateway: true, name: decideGateway(agw, plan).name, pool: 'backend' } : undefined;
}

/**
 * The ARM/Bicep id of a part of a load balancer's own body (a frontend, pool or probe): its id, the
 * collection and the name, as ARM gives them to a NIC or a rule.
 */
export function lbPartId(lbName: string, type: string, child: string, parent = 'loadBalancers'): { id: ArmExpr } {
  const lb = `resourceId('Microsoft.Network/${parent}', '${lbName}')`;
  return { id: new ArmExpr(`format('{0}/${type}/${child}', ${lb})`, `'\${${lb}}/${type}/${child}'`) };
}

/** The ARM/Bicep id of the backend pool a machine is behind. */
export const armPoolId = (b: Behind) =>
  lbPartId(b.name, 'backendAddressPools', b.pool, b.gateway ? 'applicationGateways' : 'loadBalancers');

/** The Terraform expression of that pool's id: the LB's pool resource, or the gateway's one inline pool. */
export const tfPoolId = (b: Behind) =>
  b.gateway
    ? `tolist(azurerm_application_gateway.${b.lb.id}.backend_address_pool)[0].id`
    : `azurerm_lb_backend_address_pool.${b.lb.id}.id`;
