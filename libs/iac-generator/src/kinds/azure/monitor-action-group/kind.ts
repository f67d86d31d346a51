import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.monitor_action_group',
  label: 'main',
  title: 'Action group',
  needs: inGroup,
};
