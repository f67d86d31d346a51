import { type Kind } from '../../kind';
import { inGroup } from '../common';
import { entitiesInside } from '../servicebus-entities';

export const kind: Kind = {
  kind: 'azure.servicebus_namespace',
  label: 'main',
  title: 'Service Bus namespace',
  needs: (c, plan) => {
    inGroup(c, plan);
    entitiesInside(c, plan);
  },
};
