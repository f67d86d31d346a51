import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';
import { ref } from '../terraform/data-services';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_msk_cluster',
  write: (c, x) => {
    const serverless = c.attrs.flags.has('serverless');
    if (serverless) {
      x.resource('aws_msk_serverless_cluster', c.id, {
        cluster_name: givenName(c),
        vpc_config: block({ subnet_ids: subnetIds(x, c), security_group_ids: [x.ref(ref(c, 'securityGroup'))] }),
        client_authentication: block({ sasl: block({ iam: block({ enabled: true }) }) }),
      });
      return;
    }
    const bucket = x.plan.first('aws.s3_bucket');
    const firehose = x.plan.first('aws.kinesis_firehose_delivery_stream');
    const d = decide(c);
    x.primary(c, {
      cluster_name: givenName(c),
      kafka_version: d.version,
      number_of_broker_nodes: d.brokers,
      broker_node_group_info: block({
        instance_type: d.brokerType,
        client_subnets: subnetIds(x, c),
        security_groups: [x.ref(ref(c, 'securityGroup'))],
        storage_info: block({ ebs_storage_info: block({ volume_size: d.volumeGb }) }),
      }),
      encryption_info: block({
        encryption_at_rest_kms_key_arn: c.ref.kms ? x.ref(ref(c, 'kms'), 'arn') : undefined,
        encryption_in_transit: block({ client_broker: 'TLS', in_cluster: true }),
      }),
      client_authentication: block({ sasl: block({ iam: true }) }),
      open_monitoring: block({
        prometheus: block({
          jmx_exporter: block({ enabled_in_broker: true }),
          node_exporter: block({ enabled_in_broker: true }),
        }),
      }),
      logging_info:
        (c.ref.logGroup ?? bucket ?? firehose)
          ? block({
              broker_logs: block({
                cloudwatch_logs: c.ref.logGroup
                  ? block({ enabled: true, log_group: x.ref(ref(c, 'logGroup'), 'name') })
                  : undefined,
                s3: bucket ? block({ enabled: true, bucket: x.ref(bucket), prefix: 'msk/' }) : undefined,
                firehose: firehose ? block({ enabled: true, delivery_stream: x.ref(firehose, 'name') }) : undefined,
              }),
            })
          : undefined,
    });
    x.output(`${c.id}_bootstrap_brokers`, x.ref(c, 'bootstrap_brokers_sasl_iam'), 'Bootstrap brokers (IAM auth)');
  },
};
