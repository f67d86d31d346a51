import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_chime_voice_connector_logging',
  write: (c, x) =>
    void x.primary(c, {
      voice_connector_id: x.ref(ref(c, 'vc')),
      enable_sip_logs: false,
      enable_media_metric_logs: true,
    }),
};
