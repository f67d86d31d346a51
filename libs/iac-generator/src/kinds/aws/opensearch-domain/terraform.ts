import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { jsonPolicy } from '../terraform/common';
import { ebsVolume } from '../ebs-type';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_opensearch_domain',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      domain_name: dnsName(c, 28),
      engine_version: d.engineVersion,
      cluster_config: block({
        instance_type: d.instanceType,
        instance_count: d.instanceCount,
        zone_awareness_enabled: d.zones ? true : undefined,
        zone_awareness_config: d.zones ? block({ availability_zone_count: d.zones }) : undefined,
      }),
      ebs_options: block({
        ebs_enabled: true,
        volume_size: d.volumeGb,
        volume_type: ebsVolume(c).type,
        iops: ebsVolume(c).iops,
      }),
      encrypt_at_rest: block({ enabled: true }),
      node_to_node_encryption: block({ enabled: true }),
      domain_endpoint_options: block({ enforce_https: true, tls_security_policy: 'Policy-Min-TLS-1-2-2019-07' }),
    });
    x.resource('aws_opensearch_domain_policy', c.id, {
      domain_name: x.ref(c, 'domain_name'),
      access_policies: jsonPolicy([
        {
          Effect: 'Allow',
          Principal: { AWS: expr('"arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"') },
          Action: 'es:*',
          Resource: expr(`"\${${x.addr(c)}.arn}/*"`),
        },
      ]),
    });
    x.data('aws_caller_identity', 'current', {});
  },
};
