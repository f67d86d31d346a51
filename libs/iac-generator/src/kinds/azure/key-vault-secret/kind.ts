import { type Kind } from '../../kind';
import { vaultFor } from '../common';

export const kind: Kind = {
  kind: 'azure.key_vault_secret',
  label: 'app_secret',
  title: 'Key Vault secret',
  needs: (c, plan) => void vaultFor(c, plan),
};
