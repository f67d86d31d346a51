import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_opensearch_domain',
  write: (c, x) => {
    x.primary(c, {
      domain_name: dnsName(c, 28),
      engine_version: c.attrs.version ? `OpenSearch_${c.attrs.version}` : 'OpenSearch_2.13',
      cluster_config: block({
        instance_type: c.attrs.size?.endsWith('.search') ? c.attrs.size : 't3.small.search',
        instance_count: c.attrs.nodes ?? 1,
      }),
      ebs_options: block({ ebs_enabled: true, volume_size: c.attrs.storageGb ?? 10, volume_type: 'gp3' }),
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
