import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_chime_voice_connector',
  write: (c, x) => void x.primary(c, { name: givenName(c), require_encryption: true, aws_region: 'us-east-1' }),
};
