import { type Kind } from '../../kind';
import { subnetFor } from '../common';

export const kind: Kind = {
  kind: 'azure.route_table',
  label: 'main',
  title: 'Route table',
  needs: (c, plan) => void subnetFor(c, plan),
};
