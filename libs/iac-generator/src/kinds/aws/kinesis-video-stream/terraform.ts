import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_kinesis_video_stream',
  write: (c, x) => void x.primary(c, { name: givenName(c), data_retention_in_hours: 24, media_type: 'video/h264' }),
};
