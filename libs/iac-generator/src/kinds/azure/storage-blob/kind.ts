import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.storage_blob',
  label: 'object',
  title: 'Blob',
  needs: (c, plan) => {
    inGroup(c, plan);
    c.ref.container =
      plan.first('azure.storage_container') ??
      plan.add('azure.storage_container', { implicit: 'the container the blob goes in', label: 'data' });
  },
};
