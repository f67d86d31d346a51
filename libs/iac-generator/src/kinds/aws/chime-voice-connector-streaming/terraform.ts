import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_chime_voice_connector_streaming',
  write: (c, x) =>
    void x.primary(c, {
      voice_connector_id: x.ref(ref(c, 'vc')),
      disabled: false,
      data_retention: 7,
      streaming_notification_targets: ['SQS'],
    }),
};
