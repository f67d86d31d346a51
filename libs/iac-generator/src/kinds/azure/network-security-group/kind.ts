import { type Kind } from '../../kind';
import { subnetFor } from '../common';

export const kind: Kind = {
  kind: 'azure.network_security_group',
  label: 'main',
  title: 'Network security group',
  needs: (c, plan) => void subnetFor(c, plan),
};
