import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.kendra_data_source',
  label: 'web',
  title: 'Kendra data source',
  needs: (c, plan) =>
    void (c.ref.index = plan.ensure('aws.kendra_index', 'the index the source feeds', { label: 'search' })),
};
