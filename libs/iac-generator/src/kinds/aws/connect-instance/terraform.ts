import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_connect_instance',
  write: (c, x) =>
    void x.primary(c, {
      identity_management_type: 'CONNECT_MANAGED',
      inbound_calls_enabled: true,
      outbound_calls_enabled: false,
      instance_alias: dnsName(c, 45),
    }),
};
