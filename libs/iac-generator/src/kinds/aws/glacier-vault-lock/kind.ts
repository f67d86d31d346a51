import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.glacier_vault_lock',
  label: 'main',
  title: 'Glacier vault lock',
  needs: (c, plan) => {
    c.ref.vault = plan.ensure('aws.glacier_vault', 'the vault to lock', { label: 'archive' });
  },
};
