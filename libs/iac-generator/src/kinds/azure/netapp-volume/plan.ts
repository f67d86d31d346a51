import { type Needs } from '../../../plan/needs';
import { inGroup, subnetFor } from '../common';

/** A volume lives in a capacity pool and is reached in a subnet delegated to NetApp Files. */
export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  c.ref.pool = plan.ensure('azure.netapp_pool', 'a volume takes its capacity from a capacity pool', { label: 'main' });
  const s = subnetFor(c, plan, 'netapp');
  s.config.delegation = 'Microsoft.NetApp/volumes';
};
