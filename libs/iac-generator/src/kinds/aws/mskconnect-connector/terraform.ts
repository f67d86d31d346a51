import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_mskconnect_connector',
  write: (c, x) => {
    const k = ref(c, 'kafka');
    x.primary(c, {
      name: givenName(c),
      kafkaconnect_version: '2.7.1',
      capacity: block({
        autoscaling: block({
          mcu_count: 1,
          min_worker_count: 1,
          max_worker_count: 2,
          scale_in_policy: block({ cpu_utilization_percentage: 20 }),
          scale_out_policy: block({ cpu_utilization_percentage: 80 }),
        }),
      }),
      connector_configuration: { 'connector.class': 'io.debezium.connector.mysql.MySqlConnector', 'tasks.max': '1' },
      kafka_cluster: block({
        apache_kafka_cluster: block({
          bootstrap_servers: x.ref(k, 'bootstrap_brokers_sasl_iam'),
          vpc: block({ security_groups: [x.ref(ref(k, 'securityGroup'))], subnets: subnetIds(x, k) }),
        }),
      }),
      kafka_cluster_client_authentication: block({ authentication_type: 'IAM' }),
      kafka_cluster_encryption_in_transit: block({ encryption_type: 'TLS' }),
      plugin: block({
        custom_plugin: block({
          arn: x.ref(ref(c, 'plugin'), 'arn'),
          revision: x.ref(ref(c, 'plugin'), 'latest_revision'),
        }),
      }),
      service_execution_role_arn: x.ref(ref(c, 'role'), 'arn'),
    });
  },
};
