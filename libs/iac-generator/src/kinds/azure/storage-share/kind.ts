import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.storage_share',
  label: 'files',
  title: 'File share',
  needs: (c, plan) => {
    inGroup(c, plan);
    c.ref.account =
      plan.first('azure.storage_account') ??
      plan.add('azure.storage_account', { implicit: 'the account that holds the share', label: 'main' });
  },
};
