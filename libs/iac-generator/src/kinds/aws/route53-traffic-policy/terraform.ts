import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_route53_traffic_policy',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      comment: 'Managed by InfraGen',
      document: expr(
        'jsonencode({ AWSPolicyFormatVersion = "2015-10-01", RecordType = "A", Endpoints = { primary = { Type = "value", Value = "192.0.2.10" } }, StartEndpoint = "primary" })',
      ),
    }),
};
