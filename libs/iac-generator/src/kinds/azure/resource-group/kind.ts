import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'azure.resource_group',
  label: 'main',
  title: 'Resource group',
};
