import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.storage_container',
  label: 'data',
  title: 'Blob container',
  needs: (c, plan) => {
    inGroup(c, plan);
    c.ref.account ??=
      plan.first('azure.storage_account') ??
      plan.add('azure.storage_account', { implicit: 'the account that holds the container', label: 'main' });
  },
};
