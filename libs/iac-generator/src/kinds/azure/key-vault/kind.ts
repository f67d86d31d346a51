import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.key_vault',
  label: 'main',
  title: 'Key Vault',
  needs: inGroup,
};
