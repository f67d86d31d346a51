import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { buffering } from './decide';

const ref = (c: Component, key: string) => c.ref[key] as Component;

/**
 * Where the stream delivers: the plan's OpenSearch Serverless collection, else its OpenSearch domain,
 * else its Redshift cluster, else the HTTP endpoint asked for, else the bucket. Every destination but
 * the bucket itself keeps what it cannot take in the bucket.
 */
function destination(c: Component, x: TfContext) {
  const s3 = block({ role_arn: x.ref(ref(c, 'role'), 'arn'), bucket_arn: x.ref(ref(c, 'bucket'), 'arn') });
  const logging = errorLogging(c, x);
  const os = x.plan.first('aws.opensearch_domain');
  const aoss = x.plan.first('aws.opensearchserverless_collection');
  const rs = x.plan.first('aws.redshift_cluster');
  const http = c.config.http === true;
  // Both kinds of OpenSearch take the records into the same index, with the same role and backup.
  const search = {
    role_arn: x.ref(ref(c, 'role'), 'arn'),
    index_name: 'events',
    s3_configuration: s3,
    cloudwatch_logging_options: logging,
  };
  if (aoss)
    return {
      destination: 'opensearchserverless',
      opensearchserverless_configuration: block({
        collection_endpoint: x.ref(aoss, 'collection_endpoint'),
        ...search,
      }),
    };
  if (os)
    return { destination: 'opensearch', opensearch_configuration: block({ domain_arn: x.ref(os, 'arn'), ...search }) };
  if (rs)
    return {
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
        cloudwatch_logging_options: logging,
      }),
    };
  if (http)
    return {
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
        cloudwatch_logging_options: logging,
      }),
    };
  return {
    destination: 'extended_s3',
    server_side_encryption: block({ enabled: true }),
    extended_s3_configuration: block({
      role_arn: x.ref(ref(c, 'role'), 'arn'),
      bucket_arn: x.ref(ref(c, 'bucket'), 'arn'),
      prefix: 'data/',
      compression_format: 'GZIP',
      buffering_size: buffering(c).sizeMb,
      buffering_interval: buffering(c).seconds,
      cloudwatch_logging_options: logging,
    }),
  };
}

/** Delivery errors logged to the log group asked with the stream, in a log stream of its own (Firehose creates none). */
function errorLogging(c: Component, x: TfContext) {
  const group = c.ref.logGroup as Component | undefined;
  if (!group) return undefined;
  const stream = x.resource('aws_cloudwatch_log_stream', `${c.id}_delivery_errors`, {
    name: 'DestinationDelivery',
    log_group_name: x.ref(group, 'name'),
  });
  return block({ enabled: true, log_group_name: x.ref(group, 'name'), log_stream_name: expr(`${stream}.name`) });
}

export const terraform: TerraformWriter = {
  resourceType: 'aws_kinesis_firehose_delivery_stream',
  write: (c, x) => void x.primary(c, { name: givenName(c), ...destination(c, x) }),
};
