/** Streaming, search, machine learning, bots and voice. Encrypted, private and least-privileged by default. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { kmsFor, network, roleFor, securityGroupFor } from './common';
import { givenName } from '../../model/names';
import { type Planner } from '../../plan/planner';

export const DATA_SERVICE_KINDS: Kind[] = [
  {
    kind: 'aws.msk_cluster',
    label: 'kafka',
    title: 'MSK (Kafka) cluster',
    needs: (c, plan) => {
      network(c, plan, { count: 3 });
      securityGroupFor(c, plan, [9094, 9098], 'Kafka TLS');
      kmsFor(c, plan);
      c.ref.logGroup =
        plan.all('aws.cloudwatch_log_group').find((g) => !g.implicit) ??
        plan.add('aws.cloudwatch_log_group', {
          implicit: 'broker logs',
          label: `${c.id}_brokers`,
          config: { path: `/msk/${givenName(c)}` },
        });
    },
  },
  {
    kind: 'aws.mskconnect_custom_plugin',
    label: 'plugin',
    title: 'MSK Connect custom plugin',
    needs: (c, plan) => {
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'holds the plugin archive', { label: 'plugins' });
      const obj =
        plan.all('aws.s3_object').find((o) => !o.config.purpose) ??
        plan.add('aws.s3_object', { implicit: 'the plugin archive', label: 'plugin_zip', name: 'debezium.zip' });
      obj.config.purpose = 'plugin';
      obj.ref.bucket = c.ref.bucket;
      c.ref.object = obj;
    },
  },
  {
    kind: 'aws.mskconnect_connector',
    label: 'connector',
    title: 'MSK Connect connector',
    needs: (c, plan) => {
      c.ref.kafka = plan.ensure('aws.msk_cluster', 'the cluster the connector uses', { label: 'kafka' });
      c.ref.plugin = plan.ensure('aws.mskconnect_custom_plugin', 'the connector code', { label: 'plugin' });
      roleFor(c, plan, 'kafkaconnect.amazonaws.com', {
        statements: [
          {
            Effect: 'Allow',
            Action: [
              'kafka-cluster:Connect',
              'kafka-cluster:DescribeCluster',
              'kafka-cluster:ReadData',
              'kafka-cluster:WriteData',
              'kafka-cluster:DescribeTopic',
              'kafka-cluster:CreateTopic',
            ],
            Resource: '*',
          },
        ],
        why: 'lets the connector reach the cluster',
      });
      const policy = plan.all('aws.iam_policy').find((p) => !p.ref.role);
      if (policy) policy.ref.role = c.ref.role;
    },
  },
  {
    kind: 'aws.opensearch_domain',
    label: 'search',
    title: 'OpenSearch domain',
  },
  {
    kind: 'aws.opensearchserverless_collection',
    label: 'search',
    title: 'OpenSearch Serverless collection',
  },
  ...sagemaker(),
  {
    kind: 'aws.kendra_index',
    label: 'search',
    title: 'Kendra index',
    needs: (c, plan) =>
      void roleFor(c, plan, 'kendra.amazonaws.com', {
        statements: [
          {
            Effect: 'Allow',
            Action: [
              'cloudwatch:PutMetricData',
              'logs:CreateLogGroup',
              'logs:CreateLogStream',
              'logs:PutLogEvents',
              'logs:DescribeLogGroups',
            ],
            Resource: '*',
          },
        ],
        why: 'lets Kendra write metrics and logs',
      }),
  },
  {
    kind: 'aws.kendra_data_source',
    label: 'web',
    title: 'Kendra data source',
    needs: (c, plan) =>
      void (c.ref.index = plan.ensure('aws.kendra_index', 'the index the source feeds', { label: 'search' })),
  },
  {
    kind: 'aws.lex_bot',
    label: 'orders',
    title: 'Lex bot',
    needs: (c, plan) =>
      void (c.ref.intent = plan.ensure('aws.lex_intent', 'what the bot understands', { label: 'order' })),
  },
  {
    kind: 'aws.lex_intent',
    label: 'order',
    title: 'Lex intent',
  },
  {
    kind: 'aws.lex_slot_type',
    label: 'choice',
    title: 'Lex slot type',
    needs: (_c, plan) => void plan.ensure('aws.lex_bot', 'the bot using the slot type', { label: 'orders' }),
  },
  {
    kind: 'aws.lexv2models_bot',
    label: 'assistant',
    title: 'Lex V2 bot',
    needs: (c, plan) =>
      void roleFor(c, plan, 'lexv2.amazonaws.com', {
        statements: [{ Effect: 'Allow', Action: ['polly:SynthesizeSpeech'], Resource: '*' }],
        why: 'the bot runtime role',
      }),
  },
  {
    kind: 'aws.connect_instance',
    label: 'contact',
    title: 'Amazon Connect instance',
  },
  {
    kind: 'aws.connect_bot_association',
    label: 'main',
    title: 'Connect bot association',
    needs: (c, plan) => {
      c.ref.instance = plan.ensure('aws.connect_instance', 'the contact center', { label: 'contact' });
      c.ref.bot = plan.ensure('aws.lex_bot', 'the bot to associate', { label: 'orders' });
    },
  },
  {
    kind: 'aws.chime_voice_connector',
    label: 'voice',
    title: 'Chime voice connector',
  },
  ...(
    [
      ['aws.chime_voice_connector_group', 'Chime voice connector group'],
      ['aws.chime_voice_connector_logging', 'Chime voice connector logging'],
      ['aws.chime_voice_connector_streaming', 'Chime voice connector streaming'],
    ] as const
  ).map(([kind, title]): Kind => ({
    kind,
    label: 'main',
    title,
    needs: (c, plan) =>
      void (c.ref.vc = plan.ensure('aws.chime_voice_connector', 'the connector this configures', { label: 'voice' })),
  })),
];

function sagemaker(): Kind[] {
  const exec = (c: Component, plan: Planner) =>
    void roleFor(c, plan, 'sagemaker.amazonaws.com', {
      policies: ['arn:aws:iam::aws:policy/AmazonSageMakerFullAccess'],
      why: 'the SageMaker execution role',
    });
  return [
    {
      kind: 'aws.sagemaker_domain',
      label: 'ml',
      title: 'SageMaker domain',
      needs: (c, plan) => {
        network(c, plan);
        exec(c, plan);
        kmsFor(c, plan);
      },
    },
    {
      kind: 'aws.sagemaker_space',
      label: 'ml',
      title: 'SageMaker space',
      needs: (c, plan) =>
        void (c.ref.domain = plan.ensure('aws.sagemaker_domain', 'spaces live in a domain', { label: 'ml' })),
    },
    {
      kind: 'aws.sagemaker_model',
      label: 'model',
      title: 'SageMaker model',
      needs: exec,
    },
    {
      kind: 'aws.sagemaker_endpoint_configuration',
      label: 'model',
      title: 'SageMaker endpoint configuration',
      needs: (c, plan) => {
        c.ref.model = plan.ensure('aws.sagemaker_model', 'the model served', { label: 'model' });
        kmsFor(c, plan);
      },
    },
    {
      kind: 'aws.sagemaker_endpoint',
      label: 'model',
      title: 'SageMaker endpoint',
      needs: (c, plan) =>
        void (c.ref.config = plan.ensure('aws.sagemaker_endpoint_configuration', 'how the endpoint serves the model', {
          label: 'model',
        })),
    },
    {
      kind: 'aws.sagemaker_code_repository',
      label: 'repo',
      title: 'SageMaker code repository',
    },
    {
      kind: 'aws.sagemaker_notebook_instance',
      label: 'notebook',
      title: 'SageMaker notebook instance',
      needs: (c, plan) => {
        exec(c, plan);
        c.ref.repo = plan.ensure('aws.sagemaker_code_repository', 'the notebook clones it', { label: 'repo' });
        kmsFor(c, plan);
      },
    },
    {
      kind: 'aws.sagemaker_human_task_ui',
      label: 'review',
      title: 'SageMaker human task UI',
    },
  ];
}
