import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

const ref = (c: Component, key: string) => c.ref[key] as Component;

export const terraform: TerraformWriter = {
  resourceType: 'aws_kinesis_firehose_delivery_stream',
  write: (c, x) => {
    const s3 = block({ role_arn: x.ref(ref(c, 'role'), 'arn'), bucket_arn: x.ref(ref(c, 'bucket'), 'arn') });
    const os = x.plan.first('aws.opensearch_domain');
    const aoss = x.plan.first('aws.opensearchserverless_collection');
    const rs = x.plan.first('aws.redshift_cluster');
    const http = c.config.http === true;
    const sse = block({ enabled: true });
    if (aoss)
      x.primary(c, {
        name: givenName(c),
        destination: 'opensearchserverless',
        opensearchserverless_configuration: block({
          collection_endpoint: x.ref(aoss, 'collection_endpoint'),
          role_arn: x.ref(ref(c, 'role'), 'arn'),
          index_name: 'events',
          s3_configuration: s3,
        }),
      });
    else if (os)
      x.primary(c, {
        name: givenName(c),
        destination: 'opensearch',
        opensearch_configuration: block({
          domain_arn: x.ref(os, 'arn'),
          role_arn: x.ref(ref(c, 'role'), 'arn'),
          index_name: 'events',
          s3_configuration: s3,
        }),
      });
    else if (rs)
      x.primary(c, {
        name: givenName(c),
        destination: 'redshift',
        redshift_configuration: block({
          role_arn: x.ref(ref(c, 'role'), 'arn'),
          cluster_jdbcurl: expr(`"jdbc:redshift://\${${x.addr(rs)}.endpoint}/\${${x.addr(rs)}.database_name}"`),
          username: 'firehose',
          password: x.variable('firehose_redshift_password', {
            type: 'string',
            description: 'Password of the Redshift user Firehose loads as',
            sensitive: true,
          }),
          data_table_name: 'events',
          s3_configuration: s3,
        }),
      });
    else if (http)
      x.primary(c, {
        name: givenName(c),
        destination: 'http_endpoint',
        http_endpoint_configuration: block({
          url: x.variable('http_endpoint_url', {
            type: 'string',
            description: 'HTTPS endpoint receiving the records',
          }),
          name: 'endpoint',
          access_key: x.variable('http_endpoint_access_key', {
            type: 'string',
            description: 'Access key of the endpoint',
            sensitive: true,
          }),
          role_arn: x.ref(ref(c, 'role'), 'arn'),
          s3_backup_mode: 'FailedDataOnly',
          s3_configuration: s3,
        }),
      });
    else
      x.primary(c, {
        name: givenName(c),
        destination: 'extended_s3',
        server_side_encryption: sse,
        extended_s3_configuration: block({
          role_arn: x.ref(ref(c, 'role'), 'arn'),
          bucket_arn: x.ref(ref(c, 'bucket'), 'arn'),
          prefix: 'data/',
          compression_format: 'GZIP',
        }),
      });
  },
};
