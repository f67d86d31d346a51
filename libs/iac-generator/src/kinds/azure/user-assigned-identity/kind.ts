import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.user_assigned_identity',
  label: 'app',
  title: 'Managed identity',
  needs: inGroup,
};
