/**
 * What a word read as one AWS kind means beside the rest of the request, as rows (see
 * kinds/disambiguation.ts). Rows reading one kind are tried in the order written here; rows reading
 * different kinds never meet, so the groups' order does not matter.
 */
import { type Disambiguation } from '../disambiguation';

const ELASTICACHE = (has: (k: string) => boolean) => has('aws.elasticache_cluster') || has('aws.elasticache_user');

export const AWS_DISAMBIGUATION: readonly Disambiguation[] = [
  {
    reads: 'aws.iam_user',
    when: (x) => ELASTICACHE(x.has),
    then: 'aws.elasticache_user',
    why: 'Beside ElastiCache, a user is a cache user (Redis ACL), not an IAM user.',
    example: 'A Redis ElastiCache cluster with a user called reporting',
  },
  {
    reads: 'aws.iam_group',
    when: (x) => x.has('aws.chime_voice_connector'),
    then: 'aws.chime_voice_connector_group',
    why: 'Beside a Chime voice connector, a group is a voice connector group.',
    example: 'A Chime voice connector with a group',
  },
  {
    reads: 'aws.cloudwatch_log_group',
    when: (x) => x.has('aws.chime_voice_connector'),
    then: 'aws.chime_voice_connector_logging',
    why: "A Chime voice connector's logs are its logging configuration.",
    example: 'A Chime voice connector with logging to CloudWatch Logs',
  },
  {
    reads: 'aws.cloudwatch_log_group',
    when: (x) =>
      x.has('aws.s3_bucket') &&
      /^logs?$/.test(x.text) &&
      /\bbuckets?\s+(?:for|of|to (?:hold|store|keep)|holding|storing)\s+(?:\w+\s+)?logs?\b|\blogs?\s+buckets?\b/.test(
        x.phrase,
      ),
    then: null,
    why: '"A bucket for logs", "a log bucket": the logs are what the bucket holds, not a log group.',
    example: 'An S3 bucket for logs',
  },
  {
    reads: 'aws.db_instance',
    when: (x) =>
      x.has('aws.rds_cluster') ||
      x.has('aws.neptune_cluster') ||
      x.has('aws.lightsail_database') ||
      x.has('aws.redshift_cluster'),
    then: null,
    why: 'A cluster (Aurora, Neptune, Redshift) or a Lightsail database is the database asked for.',
    example: 'An Aurora PostgreSQL cluster as the database',
  },
  {
    reads: 'aws.db_instance',
    when: (x) =>
      x.has('aws.secretsmanager_secret') &&
      /^(?:database|db)$/.test(x.text) &&
      /\b(?:database|db)\s+(?:password|credentials?|secret|login|user(?:name)?)\b/.test(x.phrase),
    then: null,
    why: '"A secret for the database password": the database is what the secret is for, not one to create.',
    example: 'A Secrets Manager secret for the db password',
  },
  {
    reads: 'aws.db_instance',
    when: (x) => x.has('aws.wafv2_web_acl') && /^sql$/.test(x.text),
    then: null,
    why: '"SQL injection" rules of a web ACL are what it blocks, not a database.',
    example: 'A WAF web ACL that blocks SQL injection',
  },
  {
    reads: 'aws.instance',
    when: (x) => x.has('aws.neptune_cluster') || x.has('aws.sagemaker_notebook_instance'),
    then: null,
    why: "A Neptune cluster's or a SageMaker notebook's instances are theirs, not EC2 instances.",
    example: 'A Neptune cluster with two db.r6g.large instances',
  },
  {
    reads: 'aws.instance',
    when: (x) => x.has('aws.autoscaling_group') && /s$/.test(x.text),
    then: null,
    why: '"An Auto Scaling group of m7g.xlarge instances": what is said of the instances is the group\'s.',
    example: 'An Auto Scaling group of m7g.xlarge instances',
  },
  {
    reads: 'aws.instance',
    when: (x) =>
      x.has('aws.cloudwatch_event_rule') &&
      /\binstances?\s+(?:state[- ]change|state|status|launch|termination|lifecycle)\w*\s*(?:events?|changes?|notifications?)?\b/.test(
        x.phrase,
      ),
    then: null,
    why: '"EC2 instance state changes" a rule reacts to are events of the service, not instances to run.',
    example: 'An EventBridge rule that sends EC2 instance state notifications to an SNS topic',
  },
  {
    reads: 'aws.ebs_volume',
    when: (x) =>
      !!x.mention &&
      /\broot\s+(?:ebs\s+)?(?:disk|volume|device)/.test(x.phrase) &&
      ['aws.instance', 'aws.launch_template', 'aws.autoscaling_group'].some(x.has),
    then: null,
    why: '"A 30 GB root volume" of an instance is its root disk, not a separate EBS volume.',
    example: 'An EC2 instance with a 30 GB root volume',
  },
  {
    reads: 'aws.sagemaker_model',
    when: (x) => !x.intent.mentions.some((m) => m.kind.startsWith('aws.sagemaker')),
    then: null,
    why: 'A "model" means a SageMaker model only beside SageMaker (read when a request rules one out).',
    example: 'A Lambda function and no model',
  },
  {
    reads: 'aws.sagemaker_space',
    when: (x) => !x.has('aws.sagemaker_domain') && !/sagemaker/.test(x.text),
    then: null,
    why: 'A bare "space" means nothing without its service; named with it, it is that service\'s.',
    example: 'An S3 bucket with space for backups',
  },
  {
    reads: 'aws.kendra_data_source',
    when: (x) => !x.has('aws.kendra_index') && !/kendra/.test(x.text),
    then: null,
    why: 'A bare "data source" means nothing without Kendra.',
    example: 'A Lambda function that reads a data source',
  },
  {
    reads: 'aws.iam_policy',
    when: (x) => /^access polic/.test(x.text) && x.has('aws.eks_cluster'),
    then: 'aws.eks_access_policy_association',
    why: '"An access policy" of an EKS cluster is an EKS access policy, not an IAM policy.',
    example: 'An EKS cluster with an access policy for the admins',
  },
  {
    reads: ['aws.lex_intent', 'aws.lex_slot_type'],
    when: (x) => !x.has('aws.lex_bot') && !x.has('aws.lexv2models_bot'),
    then: null,
    why: "Intents and slots are a bot's: without a bot they are not Lex.",
    example: 'A Lex intent for ordering flowers',
  },
  {
    reads: 'aws.mskconnect_connector',
    when: (x) => !x.has('aws.msk_cluster'),
    then: null,
    why: 'A connector is MSK Connect only beside a Kafka cluster.',
    example: 'A connector Lambda function',
  },
  {
    reads: 'aws.mskconnect_custom_plugin',
    when: (x) => !x.has('aws.msk_cluster') && !x.has('aws.mskconnect_connector'),
    then: null,
    why: 'A plugin is an MSK Connect plugin only beside Kafka or a connector.',
    example: 'A Lambda function with a plugin',
  },
  {
    reads: 'aws.db_snapshot',
    when: (x) => !!x.mention?.attrs.schedule && x.has('aws.redshift_cluster'),
    then: 'aws.redshift_snapshot_schedule',
    why: 'A snapshot taken on a schedule of a Redshift cluster is its snapshot schedule.',
    example: 'A Redshift cluster with snapshots every 12 hours',
  },
  {
    reads: 'aws.db_snapshot',
    when: (x) => x.has('aws.redshift_snapshot_schedule'),
    then: null,
    why: "Beside a Redshift snapshot schedule, the snapshots are the schedule's.",
    example: 'A Redshift snapshot schedule and a snapshot',
  },
  {
    reads: 'aws.event_trigger',
    when: (x) =>
      ['aws.s3_bucket_notification', 'aws.sqs_queue', 'aws.kinesis_stream', 'aws.dynamodb_table'].some(x.has),
    then: null,
    why: 'The event comes from a bucket, queue, stream or table of the request, which triggers by itself.',
    example: 'A Lambda function that runs whenever a message arrives in the SQS queue',
  },
  {
    reads: 'aws.event_trigger',
    when: () => true,
    then: 'aws.cloudwatch_event_rule',
    why: '"Whenever ..." is an event rule when the event comes from nothing of the request\'s own.',
    example: 'A Lambda function that runs whenever an EC2 instance is terminated',
  },
  {
    reads: 'aws.internet_gateway',
    when: (x) =>
      !/gateway|igw/.test(x.text) &&
      /\bprivate\b/.test(x.phrase) &&
      !x.intent.mentions.some((m) => m.kind === 'aws.internet_gateway' && /gateway|igw/.test(m.text ?? '')),
    then: 'aws.nat_gateway',
    why: '"Internet access" for private subnets is outbound only: a NAT gateway, never an internet route on them.',
    example: 'A VPC with private subnets that have internet access',
  },
  {
    reads: 'aws.s3_bucket_website_configuration',
    when: (x) => x.has('aws.cloudfront_distribution') && !/hosting|endpoint|configuration/.test(x.text),
    then: null,
    why: 'Behind CloudFront a static site is served from a private bucket, which a website endpoint cannot be.',
    example: 'A static website in S3 behind CloudFront',
  },
  {
    reads: 'aws.route53_health_check',
    when: (x) => (x.has('aws.lb') || x.has('aws.elb')) && !/route ?53|dns|failover/.test(x.text),
    then: null,
    why: "A health check beside a load balancer is its target group's check, not a Route 53 health check.",
    example: 'An application load balancer with a health check on /healthz',
  },
  {
    reads: 'aws.route53_zone',
    when: (x) => x.has('aws.acm_certificate') && /^dns$/.test(x.text) && /\bvalidat/.test(x.phrase),
    then: 'aws.acm_certificate',
    why: '"A certificate validated by DNS": the DNS is how it is validated, not a zone of its own.',
    example: 'An ACM certificate for example.com validated by DNS',
  },
  {
    reads: 'aws.s3_object',
    when: (x) =>
      /^uploads?$/.test(x.text) &&
      ['aws.lambda_function', 'aws.sqs_queue', 'aws.sns_topic'].some(x.has) &&
      /\b(?:trigger|invok|fire|run|process|react|notif|when|whenever|on)\w*\b/.test(x.phrase),
    then: 'aws.s3_bucket_notification',
    why: '"A function triggered by uploads to the bucket": the uploads are the bucket\'s events, not an object.',
    example: 'A Lambda function triggered by uploads to an S3 bucket',
  },
  {
    reads: 'aws.db_proxy',
    when: (x) => !x.has('aws.db_instance') && !x.has('aws.rds_cluster'),
    then: null,
    why: 'An RDS proxy stands in front of a database of the request; without one it is not RDS Proxy.',
    example: 'A Lambda function behind a proxy',
  },
  {
    reads: 'aws.dynamodb_table_item',
    when: (x) => !x.has('aws.dynamodb_table'),
    then: null,
    why: 'An item is a DynamoDB item only beside a table.',
    example: 'An SQS queue for each item',
  },
  {
    reads: 'aws.lambda_alias',
    when: (x) => !x.has('aws.lambda_function'),
    then: null,
    why: 'An alias is a Lambda alias only beside a function.',
    example: 'A Route 53 zone with an alias',
  },
  {
    reads: 'aws.lb_listener',
    when: (x) => !x.has('aws.lb') && !x.has('aws.elb'),
    then: null,
    why: 'A listener is a load balancer listener only beside a load balancer.',
    example: 'An SQS queue with a listener',
  },
];
