import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_key_pair',
  write: (c, x) => {
    const key = x.variable('ssh_public_key', {
      type: 'string',
      description: 'SSH public key (the private key never leaves your machine)',
    });
    x.primary(c, { key_name: givenName(c), public_key: key });
  },
};
