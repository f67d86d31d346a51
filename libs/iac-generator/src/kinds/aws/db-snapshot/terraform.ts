import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_db_snapshot',
  write: (c, x) => {
    x.primary(c, {
      db_instance_identifier: x.ref(c.ref.db as Component, 'identifier'),
      db_snapshot_identifier: `${dnsName(c, 40)}-snapshot`,
    });
  },
};
