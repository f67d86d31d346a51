/**
 * Streaming, search, machine learning, bots and voice as hashicorp/aws resources; encrypted, private and least-
 * privileged.
 */
import { block, expr } from '../../../model/hcl';
import { dnsName } from '../common';
import { givenName } from '../../../model/names';
import { subnetIds, jsonPolicy } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';
import { type Component } from '../../../model/types';

const ref = (c: Component, key: string) => c.ref[key] as Component;

export const DATA_SERVICE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.msk_cluster': {
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
      const nodes = c.attrs.nodes ?? 3;
      x.primary(c, {
        cluster_name: givenName(c),
        kafka_version: c.attrs.version && /^\d+\.\d+/.test(c.attrs.version) ? c.attrs.version : '3.6.0',
        number_of_broker_nodes: nodes,
        broker_node_group_info: block({
          instance_type: c.attrs.size?.startsWith('kafka.') ? c.attrs.size : 'kafka.t3.small',
          client_subnets: subnetIds(x, c),
          security_groups: [x.ref(ref(c, 'securityGroup'))],
          storage_info: block({ ebs_storage_info: block({ volume_size: c.attrs.storageGb ?? 100 }) }),
        }),
        encryption_info: block({
          encryption_at_rest_kms_key_arn: x.ref(ref(c, 'kms'), 'arn'),
          encryption_in_transit: block({ client_broker: 'TLS', in_cluster: true }),
        }),
        client_authentication: block({ sasl: block({ iam: true }) }),
        open_monitoring: block({
          prometheus: block({
            jmx_exporter: block({ enabled_in_broker: true }),
            node_exporter: block({ enabled_in_broker: true }),
          }),
        }),
        logging_info: block({
          broker_logs: block({
            cloudwatch_logs: block({ enabled: true, log_group: x.ref(ref(c, 'logGroup'), 'name') }),
            s3: bucket ? block({ enabled: true, bucket: x.ref(bucket), prefix: 'msk/' }) : undefined,
            firehose: firehose ? block({ enabled: true, delivery_stream: x.ref(firehose, 'name') }) : undefined,
          }),
        }),
      });
      x.output(`${c.id}_bootstrap_brokers`, x.ref(c, 'bootstrap_brokers_sasl_iam'), 'Bootstrap brokers (IAM auth)');
    },
  },
  'aws.mskconnect_custom_plugin': {
    resourceType: 'aws_mskconnect_custom_plugin',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        content_type: 'ZIP',
        location: block({
          s3: block({ bucket_arn: x.ref(ref(c, 'bucket'), 'arn'), file_key: x.ref(ref(c, 'object'), 'key') }),
        }),
      }),
  },
  'aws.mskconnect_connector': {
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
  },
  'aws.opensearch_domain': {
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
  },
  'aws.opensearchserverless_collection': {
    resourceType: 'aws_opensearchserverless_collection',
    write: (c, x) => {
      const name = dnsName(c, 28);
      const enc = x.resource('aws_opensearchserverless_security_policy', `${c.id}_encryption`, {
        name: `${name}-enc`.slice(0, 32),
        type: 'encryption',
        policy: expr(
          `jsonencode({ Rules = [{ Resource = ["collection/${name}"], ResourceType = "collection" }], AWSOwnedKey = true })`,
        ),
      });
      x.resource('aws_opensearchserverless_security_policy', `${c.id}_network`, {
        name: `${name}-net`.slice(0, 32),
        type: 'network',
        policy: expr(
          `jsonencode([{ Rules = [{ Resource = ["collection/${name}"], ResourceType = "collection" }], AllowFromPublic = false, SourceServices = ["firehose.amazonaws.com"] }])`,
        ),
      });
      x.primary(c, { name, type: 'SEARCH', depends_on: [expr(enc)] });
    },
  },
  'aws.kendra_index': {
    resourceType: 'aws_kendra_index',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        edition: 'DEVELOPER_EDITION',
        role_arn: x.ref(ref(c, 'role'), 'arn'),
        server_side_encryption_configuration: block({ kms_key_id: 'alias/aws/kendra' }),
      }),
  },
  'aws.kendra_data_source': {
    resourceType: 'aws_kendra_data_source',
    write: (c, x) =>
      void x.primary(c, {
        index_id: x.ref(ref(c, 'index')),
        name: givenName(c),
        type: 'WEBCRAWLER',
        role_arn: x.ref(ref(ref(c, 'index'), 'role'), 'arn'),
        configuration: block({
          web_crawler_configuration: block({
            urls: block({ seed_url_configuration: block({ seed_urls: ['https://example.com'] }) }),
            proxy_configuration: block({ host: 'proxy.example.com', port: 443 }),
          }),
        }),
      }),
  },
  'aws.lex_bot': {
    resourceType: 'aws_lex_bot',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c).replace(/[^A-Za-z_]/g, '_'),
        description: `Bot ${givenName(c)}`,
        child_directed: /kid|child/.test(String(c.config.audience ?? '')) || x.plan.global.flags.has('private'),
        process_behavior: 'BUILD',
        locale: 'en-US',
        voice_id: 'Salli',
        idle_session_ttl_in_seconds: 300,
        abort_statement: block({
          message: block({ content: 'Sorry, I could not help with that.', content_type: 'PlainText' }),
        }),
        clarification_prompt: block({
          max_attempts: 2,
          message: block({ content: 'Could you say that again?', content_type: 'PlainText' }),
        }),
        intent: block({
          intent_name: x.ref(ref(c, 'intent'), 'name'),
          intent_version: x.ref(ref(c, 'intent'), 'version'),
        }),
      }),
  },
  'aws.lex_intent': {
    resourceType: 'aws_lex_intent',
    write: (c, x) => {
      const fn = x.plan.first('aws.lambda_function');
      const slot = x.plan.first('aws.lex_slot_type');
      x.primary(c, {
        name: givenName(c).replace(/[^A-Za-z_]/g, '_'),
        create_version: true,
        sample_utterances: ['I would like to order', 'Place an order'],
        fulfillment_activity: block(
          fn
            ? { type: 'CodeHook', code_hook: block({ message_version: '1.0', uri: x.ref(fn, 'arn') }) }
            : { type: 'ReturnIntent' },
        ),
        slot: slot
          ? block({
              name: 'Choice',
              slot_constraint: 'Required',
              slot_type: x.ref(slot, 'name'),
              slot_type_version: x.ref(slot, 'version'),
              priority: 1,
              value_elicitation_prompt: block({
                max_attempts: 2,
                message: block({ content: 'Which one would you like?', content_type: 'PlainText' }),
              }),
            })
          : undefined,
        follow_up_prompt: slot
          ? block({
              prompt: block({
                max_attempts: 1,
                message: block({ content: 'Anything else?', content_type: 'PlainText' }),
              }),
              rejection_statement: block({ message: block({ content: 'Okay.', content_type: 'PlainText' }) }),
            })
          : undefined,
      });
    },
  },
  'aws.lex_slot_type': {
    resourceType: 'aws_lex_slot_type',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c).replace(/[^A-Za-z_]/g, '_'),
        create_version: true,
        value_selection_strategy: 'ORIGINAL_VALUE',
        enumeration_value: [block({ value: 'small' }), block({ value: 'large' })],
      }),
  },
  'aws.lexv2models_bot': {
    resourceType: 'aws_lexv2models_bot',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        role_arn: x.ref(ref(c, 'role'), 'arn'),
        idle_session_ttl_in_seconds: 300,
        data_privacy: block({ child_directed: true }),
      }),
  },
  'aws.connect_instance': {
    resourceType: 'aws_connect_instance',
    write: (c, x) =>
      void x.primary(c, {
        identity_management_type: 'CONNECT_MANAGED',
        inbound_calls_enabled: true,
        outbound_calls_enabled: false,
        instance_alias: dnsName(c, 45),
      }),
  },
  'aws.connect_bot_association': {
    resourceType: 'aws_connect_bot_association',
    write: (c, x) => {
      x.data('aws_region', 'current', {});
      x.primary(c, {
        instance_id: x.ref(ref(c, 'instance')),
        lex_bot: block({ lex_region: expr('data.aws_region.current.name'), name: x.ref(ref(c, 'bot'), 'name') }),
      });
    },
  },
  'aws.chime_voice_connector': {
    resourceType: 'aws_chime_voice_connector',
    write: (c, x) => void x.primary(c, { name: givenName(c), require_encryption: true, aws_region: 'us-east-1' }),
  },
  'aws.chime_voice_connector_group': {
    resourceType: 'aws_chime_voice_connector_group',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        connector: x.plan
          .all('aws.chime_voice_connector')
          .map((v, i) => block({ voice_connector_id: x.ref(v), priority: i === 0 ? 1 : 3 })),
      }),
  },
  'aws.chime_voice_connector_logging': {
    resourceType: 'aws_chime_voice_connector_logging',
    write: (c, x) =>
      void x.primary(c, {
        voice_connector_id: x.ref(ref(c, 'vc')),
        enable_sip_logs: false,
        enable_media_metric_logs: true,
      }),
  },
  'aws.chime_voice_connector_streaming': {
    resourceType: 'aws_chime_voice_connector_streaming',
    write: (c, x) =>
      void x.primary(c, {
        voice_connector_id: x.ref(ref(c, 'vc')),
        disabled: false,
        data_retention: 7,
        streaming_notification_targets: ['SQS'],
      }),
  },
  'aws.sagemaker_domain': {
    resourceType: 'aws_sagemaker_domain',
    write: (c, x) =>
      void x.primary(c, {
        domain_name: dnsName(c),
        auth_mode: 'IAM',
        vpc_id: x.ref(ref(c, 'vpc')),
        subnet_ids: subnetIds(x, c),
        app_network_access_type: 'VpcOnly',
        kms_key_id: x.ref(ref(c, 'kms'), 'arn'),
        default_user_settings: block({ execution_role: x.ref(ref(c, 'role'), 'arn') }),
      }),
  },
  'aws.sagemaker_space': {
    resourceType: 'aws_sagemaker_space',
    write: (c, x) => void x.primary(c, { domain_id: x.ref(ref(c, 'domain')), space_name: dnsName(c) }),
  },
  'aws.sagemaker_model': {
    resourceType: 'aws_sagemaker_model',
    write: (c, x) => {
      x.data('aws_sagemaker_prebuilt_ecr_image', 'kmeans', { repository_name: 'kmeans' });
      x.primary(c, {
        name: givenName(c),
        execution_role_arn: x.ref(ref(c, 'role'), 'arn'),
        enable_network_isolation: true,
        primary_container: block({ image: expr('data.aws_sagemaker_prebuilt_ecr_image.kmeans.registry_path') }),
      });
    },
  },
  'aws.sagemaker_endpoint_configuration': {
    resourceType: 'aws_sagemaker_endpoint_configuration',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        kms_key_arn: x.ref(ref(c, 'kms'), 'arn'),
        production_variants: block({
          variant_name: 'primary',
          model_name: x.ref(ref(c, 'model'), 'name'),
          initial_instance_count: 1,
          instance_type: 'ml.t2.medium',
        }),
      }),
  },
  'aws.sagemaker_endpoint': {
    resourceType: 'aws_sagemaker_endpoint',
    write: (c, x) => void x.primary(c, { name: givenName(c), endpoint_config_name: x.ref(ref(c, 'config'), 'name') }),
  },
  'aws.sagemaker_code_repository': {
    resourceType: 'aws_sagemaker_code_repository',
    write: (c, x) =>
      void x.primary(c, {
        code_repository_name: dnsName(c),
        git_config: block({
          repository_url: x.variable('git_repository_url', {
            type: 'string',
            description: 'HTTPS URL of the Git repository',
            default: 'https://github.com/hashicorp/terraform-provider-aws.git',
          }),
        }),
      }),
  },
  'aws.sagemaker_notebook_instance': {
    resourceType: 'aws_sagemaker_notebook_instance',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        role_arn: x.ref(ref(c, 'role'), 'arn'),
        instance_type: 'ml.t3.medium',
        default_code_repository: x.ref(ref(c, 'repo'), 'code_repository_name'),
        direct_internet_access: 'Disabled',
        root_access: 'Disabled',
        kms_key_id: x.ref(ref(c, 'kms'), 'id'),
        subnet_id: undefined,
      }),
  },
  'aws.sagemaker_human_task_ui': {
    resourceType: 'aws_sagemaker_human_task_ui',
    write: (c, x) =>
      void x.primary(c, {
        human_task_ui_name: dnsName(c),
        ui_template: block({ content: expr('file("${path.module}/sagemaker-human-task-ui-template.html")') }),
      }),
  },
};
