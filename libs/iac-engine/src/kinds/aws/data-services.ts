/** Streaming, search, machine learning, bots and voice. Encrypted, private and least-privileged by default. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type AwsKind } from './types';
import { dnsName, kmsFor, nameOf, network, roleFor, securityGroupFor, subnetIds, jsonPolicy } from './common';

const ref = (c: Component, key: string) => c.ref[key] as Component;

export const DATA_SERVICE_KINDS: AwsKind[] = [
  {
    kind: 'aws.kinesis_stream', label: 'events', title: 'Kinesis data stream', tfType: 'aws_kinesis_stream',
    tf: (c, x) => void x.primary(c, { name: nameOf(c), retention_period: 24, encryption_type: 'KMS', kms_key_id: 'alias/aws/kinesis', stream_mode_details: block({ stream_mode: 'ON_DEMAND' }) }),
  },
  {
    kind: 'aws.kinesis_firehose_delivery_stream', label: 'delivery', title: 'Kinesis Data Firehose stream', tfType: 'aws_kinesis_firehose_delivery_stream',
    needs: (c, plan) => {
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'the delivery destination (and backup for failed records)', { label: 'delivery' });
      roleFor(c, plan, 'firehose.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['s3:AbortMultipartUpload', 's3:GetBucketLocation', 's3:GetObject', 's3:ListBucket', 's3:PutObject'], Resource: '*' }, { Effect: 'Allow', Action: ['es:DescribeDomain', 'es:ESHttpPost', 'es:ESHttpPut', 'aoss:APIAccessAll', 'redshift:DescribeClusters'], Resource: '*' }], why: 'lets Firehose write to its destination' });
    },
    tf: (c, x) => {
      const s3 = block({ role_arn: x.ref(ref(c, 'role'), 'arn'), bucket_arn: x.ref(ref(c, 'bucket'), 'arn') });
      const os = x.plan.first('aws.opensearch_domain');
      const aoss = x.plan.first('aws.opensearchserverless_collection');
      const rs = x.plan.first('aws.redshift_cluster');
      const http = c.config.http === true;
      const sse = block({ enabled: true });
      if (aoss) x.primary(c, { name: nameOf(c), destination: 'opensearchserverless', opensearchserverless_configuration: block({ collection_endpoint: x.ref(aoss, 'collection_endpoint'), role_arn: x.ref(ref(c, 'role'), 'arn'), index_name: 'events', s3_configuration: s3 }) });
      else if (os) x.primary(c, { name: nameOf(c), destination: 'opensearch', opensearch_configuration: block({ domain_arn: x.ref(os, 'arn'), role_arn: x.ref(ref(c, 'role'), 'arn'), index_name: 'events', s3_configuration: s3 }) });
      else if (rs) x.primary(c, { name: nameOf(c), destination: 'redshift', redshift_configuration: block({ role_arn: x.ref(ref(c, 'role'), 'arn'), cluster_jdbcurl: expr(`"jdbc:redshift://\${${x.addr(rs)}.endpoint}/\${${x.addr(rs)}.database_name}"`), username: 'firehose', password: x.variable('firehose_redshift_password', { type: 'string', description: 'Password of the Redshift user Firehose loads as', sensitive: true }), data_table_name: 'events', s3_configuration: s3 }) });
      else if (http) x.primary(c, { name: nameOf(c), destination: 'http_endpoint', http_endpoint_configuration: block({ url: x.variable('http_endpoint_url', { type: 'string', description: 'HTTPS endpoint receiving the records' }), name: 'endpoint', access_key: x.variable('http_endpoint_access_key', { type: 'string', description: 'Access key of the endpoint', sensitive: true }), role_arn: x.ref(ref(c, 'role'), 'arn'), s3_backup_mode: 'FailedDataOnly', s3_configuration: s3 }) });
      else x.primary(c, { name: nameOf(c), destination: 'extended_s3', server_side_encryption: sse, extended_s3_configuration: block({ role_arn: x.ref(ref(c, 'role'), 'arn'), bucket_arn: x.ref(ref(c, 'bucket'), 'arn'), prefix: 'data/', compression_format: 'GZIP' }) });
    },
  },
  {
    kind: 'aws.kinesis_video_stream', label: 'video', title: 'Kinesis video stream', tfType: 'aws_kinesis_video_stream',
    tf: (c, x) => void x.primary(c, { name: nameOf(c), data_retention_in_hours: 24, media_type: 'video/h264' }),
  },
  {
    kind: 'aws.kinesisanalyticsv2_application', label: 'analytics', title: 'Managed Service for Apache Flink application', tfType: 'aws_kinesisanalyticsv2_application',
    needs: (c, plan) => {
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'holds the application code', { label: 'analytics_code' });
      roleFor(c, plan, 'kinesisanalytics.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['s3:GetObject', 's3:GetObjectVersion'], Resource: '*' }], why: 'lets the application read its code' });
    },
    tf: (c, x) => {
      const sql = /sql/.test(String(c.config.flavor ?? ''));
      x.primary(c, {
        name: nameOf(c),
        runtime_environment: sql ? 'SQL-1_0' : 'FLINK-1_18',
        service_execution_role: x.ref(ref(c, 'role'), 'arn'),
        application_configuration: sql ? undefined : block({ application_code_configuration: block({ code_content_type: 'ZIPFILE', code_content: block({ s3_content_location: block({ bucket_arn: x.ref(ref(c, 'bucket'), 'arn'), file_key: 'flink-app.jar' }) }) }) }),
      });
    },
  },
  {
    kind: 'aws.msk_cluster', label: 'kafka', title: 'MSK (Kafka) cluster', tfType: 'aws_msk_cluster',
    needs: (c, plan) => {
      network(c, plan, { count: 3 });
      securityGroupFor(c, plan, [9094, 9098], 'Kafka TLS');
      kmsFor(c, plan);
      c.ref.logGroup = plan.all('aws.cloudwatch_log_group').find((g) => !g.implicit) ?? plan.add('aws.cloudwatch_log_group', { implicit: 'broker logs', label: `${c.id}_brokers`, config: { path: `/msk/${nameOf(c)}` } });
    },
    tf: (c, x) => {
      const serverless = c.attrs.flags.has('serverless');
      if (serverless) {
        x.resource('aws_msk_serverless_cluster', c.id, { cluster_name: nameOf(c), vpc_config: block({ subnet_ids: subnetIds(x, c), security_group_ids: [x.ref(ref(c, 'securityGroup'))] }), client_authentication: block({ sasl: block({ iam: block({ enabled: true }) }) }) });
        return;
      }
      const bucket = x.plan.first('aws.s3_bucket');
      const firehose = x.plan.first('aws.kinesis_firehose_delivery_stream');
      const nodes = c.attrs.nodes ?? 3;
      x.primary(c, {
        cluster_name: nameOf(c),
        kafka_version: '3.6.0',
        number_of_broker_nodes: nodes,
        broker_node_group_info: block({ instance_type: c.attrs.size?.startsWith('kafka.') ? c.attrs.size : 'kafka.t3.small', client_subnets: subnetIds(x, c), security_groups: [x.ref(ref(c, 'securityGroup'))], storage_info: block({ ebs_storage_info: block({ volume_size: c.attrs.storageGb ?? 100 }) }) }),
        encryption_info: block({ encryption_at_rest_kms_key_arn: x.ref(ref(c, 'kms'), 'arn'), encryption_in_transit: block({ client_broker: 'TLS', in_cluster: true }) }),
        client_authentication: block({ sasl: block({ iam: true }) }),
        open_monitoring: block({ prometheus: block({ jmx_exporter: block({ enabled_in_broker: true }), node_exporter: block({ enabled_in_broker: true }) }) }),
        logging_info: block({ broker_logs: block({
          cloudwatch_logs: block({ enabled: true, log_group: x.ref(ref(c, 'logGroup'), 'name') }),
          s3: bucket ? block({ enabled: true, bucket: x.ref(bucket), prefix: 'msk/' }) : undefined,
          firehose: firehose ? block({ enabled: true, delivery_stream: x.ref(firehose, 'name') }) : undefined,
        }) }),
      });
      x.output(`${c.id}_bootstrap_brokers`, x.ref(c, 'bootstrap_brokers_sasl_iam'), 'Bootstrap brokers (IAM auth)');
    },
  },
  {
    kind: 'aws.mskconnect_custom_plugin', label: 'plugin', title: 'MSK Connect custom plugin', tfType: 'aws_mskconnect_custom_plugin',
    needs: (c, plan) => {
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'holds the plugin archive', { label: 'plugins' });
      const obj = plan.all('aws.s3_object').find((o) => !o.config.purpose) ?? plan.add('aws.s3_object', { implicit: 'the plugin archive', label: 'plugin_zip', name: 'debezium.zip' });
      obj.config.purpose = 'plugin';
      obj.ref.bucket = c.ref.bucket;
      c.ref.object = obj;
    },
    tf: (c, x) => void x.primary(c, { name: nameOf(c), content_type: 'ZIP', location: block({ s3: block({ bucket_arn: x.ref(ref(c, 'bucket'), 'arn'), file_key: x.ref(ref(c, 'object'), 'key') }) }) }),
  },
  {
    kind: 'aws.mskconnect_connector', label: 'connector', title: 'MSK Connect connector', tfType: 'aws_mskconnect_connector',
    needs: (c, plan) => {
      c.ref.kafka = plan.ensure('aws.msk_cluster', 'the cluster the connector uses', { label: 'kafka' });
      c.ref.plugin = plan.ensure('aws.mskconnect_custom_plugin', 'the connector code', { label: 'plugin' });
      roleFor(c, plan, 'kafkaconnect.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['kafka-cluster:Connect', 'kafka-cluster:DescribeCluster', 'kafka-cluster:ReadData', 'kafka-cluster:WriteData', 'kafka-cluster:DescribeTopic', 'kafka-cluster:CreateTopic'], Resource: '*' }], why: 'lets the connector reach the cluster' });
      const policy = plan.all('aws.iam_policy').find((p) => !p.ref.role);
      if (policy) policy.ref.role = c.ref.role;
    },
    tf: (c, x) => {
      const k = ref(c, 'kafka');
      x.primary(c, {
        name: nameOf(c),
        kafkaconnect_version: '2.7.1',
        capacity: block({ autoscaling: block({ mcu_count: 1, min_worker_count: 1, max_worker_count: 2, scale_in_policy: block({ cpu_utilization_percentage: 20 }), scale_out_policy: block({ cpu_utilization_percentage: 80 }) }) }),
        connector_configuration: { 'connector.class': 'io.debezium.connector.mysql.MySqlConnector', 'tasks.max': '1' },
        kafka_cluster: block({ apache_kafka_cluster: block({ bootstrap_servers: x.ref(k, 'bootstrap_brokers_sasl_iam'), vpc: block({ security_groups: [x.ref(ref(k, 'securityGroup'))], subnets: subnetIds(x, k) }) }) }),
        kafka_cluster_client_authentication: block({ authentication_type: 'IAM' }),
        kafka_cluster_encryption_in_transit: block({ encryption_type: 'TLS' }),
        plugin: block({ custom_plugin: block({ arn: x.ref(ref(c, 'plugin'), 'arn'), revision: x.ref(ref(c, 'plugin'), 'latest_revision') }) }),
        service_execution_role_arn: x.ref(ref(c, 'role'), 'arn'),
      });
    },
  },
  {
    kind: 'aws.opensearch_domain', label: 'search', title: 'OpenSearch domain', tfType: 'aws_opensearch_domain',
    tf: (c, x) => {
      x.primary(c, {
        domain_name: dnsName(c, 28),
        engine_version: 'OpenSearch_2.13',
        cluster_config: block({ instance_type: 't3.small.search', instance_count: c.attrs.nodes ?? 1 }),
        ebs_options: block({ ebs_enabled: true, volume_size: c.attrs.storageGb ?? 10, volume_type: 'gp3' }),
        encrypt_at_rest: block({ enabled: true }),
        node_to_node_encryption: block({ enabled: true }),
        domain_endpoint_options: block({ enforce_https: true, tls_security_policy: 'Policy-Min-TLS-1-2-2019-07' }),
      });
      x.resource('aws_opensearch_domain_policy', c.id, { domain_name: x.ref(c, 'domain_name'), access_policies: jsonPolicy([{ Effect: 'Allow', Principal: { AWS: expr('"arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"') }, Action: 'es:*', Resource: expr(`"\${${x.addr(c)}.arn}/*"`) }]) });
      x.data('aws_caller_identity', 'current', {});
    },
  },
  {
    kind: 'aws.opensearchserverless_collection', label: 'search', title: 'OpenSearch Serverless collection', tfType: 'aws_opensearchserverless_collection',
    tf: (c, x) => {
      const name = dnsName(c, 28);
      const enc = x.resource('aws_opensearchserverless_security_policy', `${c.id}_encryption`, { name: `${name}-enc`.slice(0, 32), type: 'encryption', policy: expr(`jsonencode({ Rules = [{ Resource = ["collection/${name}"], ResourceType = "collection" }], AWSOwnedKey = true })`) });
      x.resource('aws_opensearchserverless_security_policy', `${c.id}_network`, { name: `${name}-net`.slice(0, 32), type: 'network', policy: expr(`jsonencode([{ Rules = [{ Resource = ["collection/${name}"], ResourceType = "collection" }], AllowFromPublic = false, SourceServices = ["firehose.amazonaws.com"] }])`) });
      x.primary(c, { name, type: 'SEARCH', depends_on: [expr(enc)] });
    },
  },
  ...sagemaker(),
  {
    kind: 'aws.kendra_index', label: 'search', title: 'Kendra index', tfType: 'aws_kendra_index',
    needs: (c, plan) => void roleFor(c, plan, 'kendra.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['cloudwatch:PutMetricData', 'logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents', 'logs:DescribeLogGroups'], Resource: '*' }], why: 'lets Kendra write metrics and logs' }),
    tf: (c, x) => void x.primary(c, { name: nameOf(c), edition: 'DEVELOPER_EDITION', role_arn: x.ref(ref(c, 'role'), 'arn'), server_side_encryption_configuration: block({ kms_key_id: 'alias/aws/kendra' }) }),
  },
  {
    kind: 'aws.kendra_data_source', label: 'web', title: 'Kendra data source', tfType: 'aws_kendra_data_source',
    needs: (c, plan) => void (c.ref.index = plan.ensure('aws.kendra_index', 'the index the source feeds', { label: 'search' })),
    tf: (c, x) => void x.primary(c, { index_id: x.ref(ref(c, 'index')), name: nameOf(c), type: 'WEBCRAWLER', role_arn: x.ref(ref(ref(c, 'index'), 'role'), 'arn'), configuration: block({ web_crawler_configuration: block({ urls: block({ seed_url_configuration: block({ seed_urls: ['https://example.com'] }) }), proxy_configuration: block({ host: 'proxy.example.com', port: 443 }) }) }) }),
  },
  {
    kind: 'aws.lex_bot', label: 'orders', title: 'Lex bot', tfType: 'aws_lex_bot',
    needs: (c, plan) => void (c.ref.intent = plan.ensure('aws.lex_intent', 'what the bot understands', { label: 'order' })),
    tf: (c, x) => void x.primary(c, {
      name: nameOf(c).replace(/[^A-Za-z_]/g, '_'),
      description: `Bot ${nameOf(c)}`,
      child_directed: /kid|child/.test(String(c.config.audience ?? '')) || x.plan.global.flags.has('private'),
      process_behavior: 'BUILD',
      locale: 'en-US',
      voice_id: 'Salli',
      idle_session_ttl_in_seconds: 300,
      abort_statement: block({ message: block({ content: 'Sorry, I could not help with that.', content_type: 'PlainText' }) }),
      clarification_prompt: block({ max_attempts: 2, message: block({ content: 'Could you say that again?', content_type: 'PlainText' }) }),
      intent: block({ intent_name: x.ref(ref(c, 'intent'), 'name'), intent_version: x.ref(ref(c, 'intent'), 'version') }),
    }),
  },
  {
    kind: 'aws.lex_intent', label: 'order', title: 'Lex intent', tfType: 'aws_lex_intent',
    tf: (c, x) => {
      const fn = x.plan.first('aws.lambda_function');
      const slot = x.plan.first('aws.lex_slot_type');
      x.primary(c, {
        name: nameOf(c).replace(/[^A-Za-z_]/g, '_'),
        create_version: true,
        sample_utterances: ['I would like to order', 'Place an order'],
        fulfillment_activity: block(fn ? { type: 'CodeHook', code_hook: block({ message_version: '1.0', uri: x.ref(fn, 'arn') }) } : { type: 'ReturnIntent' }),
        slot: slot ? block({ name: 'Choice', slot_constraint: 'Required', slot_type: x.ref(slot, 'name'), slot_type_version: x.ref(slot, 'version'), priority: 1, value_elicitation_prompt: block({ max_attempts: 2, message: block({ content: 'Which one would you like?', content_type: 'PlainText' }) }) }) : undefined,
        follow_up_prompt: slot ? block({ prompt: block({ max_attempts: 1, message: block({ content: 'Anything else?', content_type: 'PlainText' }) }), rejection_statement: block({ message: block({ content: 'Okay.', content_type: 'PlainText' }) }) }) : undefined,
      });
    },
  },
  {
    kind: 'aws.lex_slot_type', label: 'choice', title: 'Lex slot type', tfType: 'aws_lex_slot_type',
    needs: (_c, plan) => void plan.ensure('aws.lex_bot', 'the bot using the slot type', { label: 'orders' }),
    tf: (c, x) => void x.primary(c, { name: nameOf(c).replace(/[^A-Za-z_]/g, '_'), create_version: true, value_selection_strategy: 'ORIGINAL_VALUE', enumeration_value: [block({ value: 'small' }), block({ value: 'large' })] }),
  },
  {
    kind: 'aws.lexv2models_bot', label: 'assistant', title: 'Lex V2 bot', tfType: 'aws_lexv2models_bot',
    needs: (c, plan) => void roleFor(c, plan, 'lexv2.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['polly:SynthesizeSpeech'], Resource: '*' }], why: 'the bot runtime role' }),
    tf: (c, x) => void x.primary(c, { name: nameOf(c), role_arn: x.ref(ref(c, 'role'), 'arn'), idle_session_ttl_in_seconds: 300, data_privacy: block({ child_directed: true }) }),
  },
  {
    kind: 'aws.connect_instance', label: 'contact', title: 'Amazon Connect instance', tfType: 'aws_connect_instance',
    tf: (c, x) => void x.primary(c, { identity_management_type: 'CONNECT_MANAGED', inbound_calls_enabled: true, outbound_calls_enabled: false, instance_alias: dnsName(c, 45) }),
  },
  {
    kind: 'aws.connect_bot_association', label: 'main', title: 'Connect bot association', tfType: 'aws_connect_bot_association',
    needs: (c, plan) => {
      c.ref.instance = plan.ensure('aws.connect_instance', 'the contact center', { label: 'contact' });
      c.ref.bot = plan.ensure('aws.lex_bot', 'the bot to associate', { label: 'orders' });
    },
    tf: (c, x) => {
      x.data('aws_region', 'current', {});
      x.primary(c, { instance_id: x.ref(ref(c, 'instance')), lex_bot: block({ lex_region: expr('data.aws_region.current.name'), name: x.ref(ref(c, 'bot'), 'name') }) });
    },
  },
  {
    kind: 'aws.chime_voice_connector', label: 'voice', title: 'Chime voice connector', tfType: 'aws_chime_voice_connector',
    tf: (c, x) => void x.primary(c, { name: nameOf(c), require_encryption: true, aws_region: 'us-east-1' }),
  },
  ...(
    [
      ['aws.chime_voice_connector_group', 'aws_chime_voice_connector_group', 'Chime voice connector group'],
      ['aws.chime_voice_connector_logging', 'aws_chime_voice_connector_logging', 'Chime voice connector logging'],
      ['aws.chime_voice_connector_streaming', 'aws_chime_voice_connector_streaming', 'Chime voice connector streaming'],
    ] as const
  ).map(([kind, tfType, title]): AwsKind => ({
    kind, label: 'main', title, tfType,
    needs: (c, plan) => void (c.ref.vc = plan.ensure('aws.chime_voice_connector', 'the connector this configures', { label: 'voice' })),
    tf: (c, x) => {
      const vcs = x.plan.all('aws.chime_voice_connector');
      if (kind === 'aws.chime_voice_connector_group') x.primary(c, { name: nameOf(c), connector: vcs.map((v, i) => block({ voice_connector_id: x.ref(v), priority: i === 0 ? 1 : 3 })) });
      else if (kind === 'aws.chime_voice_connector_logging') x.primary(c, { voice_connector_id: x.ref(ref(c, 'vc')), enable_sip_logs: false, enable_media_metric_logs: true });
      else x.primary(c, { voice_connector_id: x.ref(ref(c, 'vc')), disabled: false, data_retention: 7, streaming_notification_targets: ['SQS'] });
    },
  })),
];

function sagemaker(): AwsKind[] {
  const exec = (c: Component, plan: import('../../plan/planner').Planner) => void roleFor(c, plan, 'sagemaker.amazonaws.com', { policies: ['arn:aws:iam::aws:policy/AmazonSageMakerFullAccess'], why: 'the SageMaker execution role' });
  return [
    {
      kind: 'aws.sagemaker_domain', label: 'ml', title: 'SageMaker domain', tfType: 'aws_sagemaker_domain',
      needs: (c, plan) => { network(c, plan); exec(c, plan); kmsFor(c, plan); },
      tf: (c, x) => void x.primary(c, { domain_name: dnsName(c), auth_mode: 'IAM', vpc_id: x.ref(ref(c, 'vpc')), subnet_ids: subnetIds(x, c), app_network_access_type: 'VpcOnly', kms_key_id: x.ref(ref(c, 'kms'), 'arn'), default_user_settings: block({ execution_role: x.ref(ref(c, 'role'), 'arn') }) }),
    },
    {
      kind: 'aws.sagemaker_space', label: 'ml', title: 'SageMaker space', tfType: 'aws_sagemaker_space',
      needs: (c, plan) => void (c.ref.domain = plan.ensure('aws.sagemaker_domain', 'spaces live in a domain', { label: 'ml' })),
      tf: (c, x) => void x.primary(c, { domain_id: x.ref(ref(c, 'domain')), space_name: dnsName(c) }),
    },
    {
      kind: 'aws.sagemaker_model', label: 'model', title: 'SageMaker model', tfType: 'aws_sagemaker_model',
      needs: exec,
      tf: (c, x) => {
        x.data('aws_sagemaker_prebuilt_ecr_image', 'kmeans', { repository_name: 'kmeans' });
        x.primary(c, { name: nameOf(c), execution_role_arn: x.ref(ref(c, 'role'), 'arn'), enable_network_isolation: true, primary_container: block({ image: expr('data.aws_sagemaker_prebuilt_ecr_image.kmeans.registry_path') }) });
      },
    },
    {
      kind: 'aws.sagemaker_endpoint_configuration', label: 'model', title: 'SageMaker endpoint configuration', tfType: 'aws_sagemaker_endpoint_configuration',
      needs: (c, plan) => { c.ref.model = plan.ensure('aws.sagemaker_model', 'the model served', { label: 'model' }); kmsFor(c, plan); },
      tf: (c, x) => void x.primary(c, { name: nameOf(c), kms_key_arn: x.ref(ref(c, 'kms'), 'arn'), production_variants: block({ variant_name: 'primary', model_name: x.ref(ref(c, 'model'), 'name'), initial_instance_count: 1, instance_type: 'ml.t2.medium' }) }),
    },
    {
      kind: 'aws.sagemaker_endpoint', label: 'model', title: 'SageMaker endpoint', tfType: 'aws_sagemaker_endpoint',
      needs: (c, plan) => void (c.ref.config = plan.ensure('aws.sagemaker_endpoint_configuration', 'how the endpoint serves the model', { label: 'model' })),
      tf: (c, x) => void x.primary(c, { name: nameOf(c), endpoint_config_name: x.ref(ref(c, 'config'), 'name') }),
    },
    {
      kind: 'aws.sagemaker_code_repository', label: 'repo', title: 'SageMaker code repository', tfType: 'aws_sagemaker_code_repository',
      tf: (c, x) => void x.primary(c, { code_repository_name: dnsName(c), git_config: block({ repository_url: x.variable('git_repository_url', { type: 'string', description: 'HTTPS URL of the Git repository', default: 'https://github.com/hashicorp/terraform-provider-aws.git' }) }) }),
    },
    {
      kind: 'aws.sagemaker_notebook_instance', label: 'notebook', title: 'SageMaker notebook instance', tfType: 'aws_sagemaker_notebook_instance',
      needs: (c, plan) => { exec(c, plan); c.ref.repo = plan.ensure('aws.sagemaker_code_repository', 'the notebook clones it', { label: 'repo' }); kmsFor(c, plan); },
      tf: (c, x) => void x.primary(c, { name: nameOf(c), role_arn: x.ref(ref(c, 'role'), 'arn'), instance_type: 'ml.t3.medium', default_code_repository: x.ref(ref(c, 'repo'), 'code_repository_name'), direct_internet_access: 'Disabled', root_access: 'Disabled', kms_key_id: x.ref(ref(c, 'kms'), 'id'), subnet_id: undefined }),
    },
    {
      kind: 'aws.sagemaker_human_task_ui', label: 'review', title: 'SageMaker human task UI', tfType: 'aws_sagemaker_human_task_ui',
      tf: (c, x) => void x.primary(c, { human_task_ui_name: dnsName(c), ui_template: block({ content: expr('file("${path.module}/sagemaker-human-task-ui-template.html")') }) }),
    },
  ];
}
