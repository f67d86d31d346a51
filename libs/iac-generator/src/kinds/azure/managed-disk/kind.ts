import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.managed_disk',
  label: 'data',
  title: 'Managed disk',
  needs: inGroup,
};
