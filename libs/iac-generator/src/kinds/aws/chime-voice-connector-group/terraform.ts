import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_chime_voice_connector_group',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      connector: x.plan
        .all('aws.chime_voice_connector')
        .map((v, i) => block({ voice_connector_id: x.ref(v), priority: i === 0 ? 1 : 3 })),
    }),
};
