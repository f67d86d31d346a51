import { type Kind } from '../../kind';
import { integrationFor, planFor } from '../compute';

export const kind: Kind = {
  kind: 'azure.linux_function_app',
  label: 'main',
  title: 'Function app',
  needs: (c, plan) => {
    planFor(c, plan);
    integrationFor(c, plan);
    c.ref.storage =
      plan.first('azure.storage_account') ??
      plan.add('azure.storage_account', {
        implicit: 'Functions keep their state in a storage account',
        label: `${c.id}_fn`,
      });
  },
};
