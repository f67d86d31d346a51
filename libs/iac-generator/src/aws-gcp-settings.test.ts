/**
 * AWS and Google Cloud settings written in every format of their cloud, and wiring that deploys:
 * upper bounds of scaling ("up to 8", "no more than 5"), ranges beside the word that makes them
 * one, CPU targets as target-tracking policies and autoscaler targets, retention in hours, receives
 * before a dead-letter queue, content-based deduplication, daily backup times of databases,
 * acknowledgement deadlines, table expirations; network load balancers with their TCP port, NAT
 * for private instances that need the internet, the instances of a scaling group or service never
 * becoming standalone VMs. Each case reads the generated code back with the format's parser and
 * checks it with checked output (zero errors).
 */
import { at, generated, of, type SettingCase, generatedCase, expectAt } from './testing/resources';

interface Case extends SettingCase {
  /** Resource types whose presence would be an invention. */
  absent?: string[];
}

const CASES: Case[] = [
  {
    prompt: 'An EKS cluster with a managed node group of 2 m5.large nodes, growing up to 8',
    format: 'terraform-aws',
    type: 'aws_eks_node_group',
    expect: { 'scaling_config.desired_size': 2, 'scaling_config.max_size': 8 },
  },
  {
    prompt: 'A Cloud Run service for gcr.io/acme/shop:3 with no more than 5 instances and 1Gi of memory',
    format: 'terraform-google',
    type: 'google_cloud_run_v2_service',
    expect: { 'template.scaling.max_instance_count': 5, 'template.containers.resources.limits.memory': '1Gi' },
    absent: ['google_compute_instance'],
  },
  {
    prompt: 'A managed instance group of n2-standard-2 VMs (3 to 9, scaling on 55% CPU)',
    format: 'terraform-google',
    type: 'google_compute_region_autoscaler',
    expect: {
      'autoscaling_policy.min_replicas': 3,
      'autoscaling_policy.max_replicas': 9,
      'autoscaling_policy.cpu_utilization.target': 0.55,
    },
  },
  {
    prompt: 'A managed instance group of n2-standard-2 VMs (3 to 9, scaling on 55% CPU)',
    format: 'terraform-google',
    type: 'google_compute_instance_template',
    expect: { machine_type: 'n2-standard-2' },
  },
  {
    prompt: 'An Auto Scaling group of m6i.large instances, min 1 max 4, with CPU target tracking at 50%',
    format: 'terraform-aws',
    type: 'aws_autoscaling_policy',
    expect: { policy_type: 'TargetTrackingScaling', 'target_tracking_configuration.target_value': 50 },
    absent: ['aws_instance', 'aws_cloudwatch_metric_alarm'],
  },
  {
    prompt: 'An Auto Scaling group of m6i.large instances, min 1 max 4, with CPU target tracking at 50%',
    format: 'terraform-aws',
    type: 'aws_launch_template',
    expect: { instance_type: 'm6i.large' },
  },
  {
    prompt: 'An Auto Scaling group of m6i.large instances, min 1 max 4, with CPU target tracking at 50%',
    format: 'cloudformation',
    type: 'AWS::AutoScaling::ScalingPolicy',
    expect: { PolicyType: 'TargetTrackingScaling', 'TargetTrackingConfiguration.TargetValue': 50 },
    absent: ['AWS::EC2::Instance'],
  },
  {
    prompt: 'An Auto Scaling group of m6i.large instances, min 1 max 4, with CPU target tracking at 50%',
    format: 'cloudformation',
    type: 'AWS::EC2::LaunchTemplate',
    expect: { 'LaunchTemplateData.InstanceType': 'm6i.large' },
  },
  {
    prompt: 'A Kinesis stream keeping records for 72 hours',
    format: 'terraform-aws',
    type: 'aws_kinesis_stream',
    expect: { retention_period: 72 },
  },
  {
    prompt: 'A Kinesis stream keeping records for 72 hours',
    format: 'cloudformation',
    type: 'AWS::Kinesis::Stream',
    expect: { RetentionPeriodHours: 72 },
  },
  {
    prompt: 'An SQS queue whose messages go to a dead-letter queue after 4 failed receives',
    format: 'cloudformation',
    type: 'AWS::SQS::Queue',
    expect: { 'RedrivePolicy.maxReceiveCount': 4 },
  },
  {
    prompt: 'A FIFO SQS queue with content-based deduplication',
    format: 'terraform-aws',
    type: 'aws_sqs_queue',
    expect: { fifo_queue: true, content_based_deduplication: true },
  },
  {
    prompt: 'A FIFO SQS queue with content-based deduplication',
    format: 'cloudformation',
    type: 'AWS::SQS::Queue',
    expect: { FifoQueue: true, ContentBasedDeduplication: true },
  },
  {
    prompt: 'A MySQL 8.0 RDS instance with daily backups at 4am',
    format: 'terraform-aws',
    type: 'aws_db_instance',
    expect: { backup_window: '04:00-04:30' },
  },
  {
    prompt: 'A MySQL 8.0 RDS instance with daily backups at 4am',
    format: 'cloudformation',
    type: 'AWS::RDS::DBInstance',
    expect: { PreferredBackupWindow: '04:00-04:30' },
  },
  {
    prompt: 'Cloud SQL Postgres 16 with daily backups starting 02:30',
    format: 'terraform-google',
    type: 'google_sql_database_instance',
    expect: { 'settings.backup_configuration.start_time': '02:30' },
  },
  {
    prompt: 'A Pub/Sub topic with a subscription, ack deadline 90 seconds',
    format: 'terraform-google',
    type: 'google_pubsub_subscription',
    expect: { ack_deadline_seconds: 90 },
  },
  {
    prompt: 'A BigQuery dataset whose tables expire after 30 days',
    format: 'terraform-google',
    type: 'google_bigquery_dataset',
    expect: { default_table_expiration_ms: 2592000000 },
  },
  {
    // A replication group is the cache itself, not a group of users.
    prompt: 'An ElastiCache Redis 7 replication group on cache.r6g.large',
    format: 'cloudformation',
    type: 'AWS::ElastiCache::ReplicationGroup',
    expect: { EngineVersion: '7.1', CacheNodeType: 'cache.r6g.large' },
    absent: ['AWS::ElastiCache::UserGroup', 'AWS::ElastiCache::User'],
  },
  {
    prompt: 'An ElastiCache Redis 7 replication group on cache.r6g.large',
    format: 'terraform-aws',
    type: 'aws_elasticache_replication_group',
    expect: { engine_version: '7.1', node_type: 'cache.r6g.large' },
    absent: ['aws_elasticache_user_group'],
  },
  {
    prompt: 'An EC2 instance with a 50 GB root volume',
    format: 'terraform-aws',
    type: 'aws_instance',
    expect: { 'root_block_device.volume_size': 50 },
    absent: ['aws_ebs_volume', 'aws_volume_attachment'],
  },
];

describe('AWS and Google Cloud settings are written in every format of their cloud', () => {
  it.each(CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { result, resources, found } = await generatedCase(c);
    // A queue and its dead-letter queue are both queues: the one that carries the stated settings.
    const one = found.find((r) => Object.keys(c.expect).every((p) => at(r.body, p) !== undefined)) ?? found[0];
    expectAt(one.body, c.expect);
    for (const type of c.absent ?? []) expect([type, of(resources, type).length]).toEqual([type, 0]);
    expect(result.notCovered).toEqual([]);
  });

  it('a dead-letter queue is written only when the request asks for one', async () => {
    const plain = await generated('An SQS queue for order events', 'terraform-aws');
    expect(of(plain.resources, 'aws_sqs_queue')).toHaveLength(1);
    const asked = await generated('An SQS queue with a dead-letter queue after 4 failed receives', 'terraform-aws');
    expect(of(asked.resources, 'aws_sqs_queue')).toHaveLength(2);
    const main = of(asked.resources, 'aws_sqs_queue').find((q) => q.body.redrive_policy);
    expect(String(main?.body.redrive_policy)).toMatch(/maxReceiveCount\s*=\s*4\b/);
  });
});

describe('AWS and Google Cloud wiring that deploys', () => {
  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: a network load balancer is one, with a TCP listener on the port stated',
    async (format) => {
      const { resources, errors } = await generated(
        'An internet-facing network load balancer on TCP 8443 in front of an auto scaling group',
        format,
      );
      expect(errors).toEqual([]);
      if (format === 'terraform-aws') {
        expect(at(of(resources, 'aws_lb')[0].body, 'load_balancer_type')).toBe('network');
        const listener = of(resources, 'aws_lb_listener')[0].body;
        expect([listener.protocol, listener.port]).toEqual(['TCP', 8443]);
        expect(at(of(resources, 'aws_lb_target_group')[0].body, 'protocol')).toBe('TCP');
      } else {
        expect(of(resources, 'AWS::ElasticLoadBalancingV2::LoadBalancer')[0].body.Type).toBe('network');
        const listeners = of(resources, 'AWS::ElasticLoadBalancingV2::Listener');
        expect(listeners.map((l) => [l.body.Protocol, l.body.Port])).toEqual([['TCP', 8443]]);
      }
    },
  );

  it('a node group said to be private, and not on public IPs, is private and gets NAT egress', async () => {
    const { resources, errors } = await generated(
      'An EKS cluster. Its managed node group has no public IPs and runs in private subnets.',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_nat_gateway')).toHaveLength(1);
    const subnets = at(of(resources, 'aws_eks_node_group')[0].body, 'subnet_ids') as string[];
    for (const s of subnets) expect(s).not.toMatch(/public/);
  });

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: instances in private subnets that need the internet get a NAT gateway',
    async (format) => {
      const { resources, errors } = await generated(
        'An auto scaling group of t3.small instances in private subnets; they need outbound internet access',
        format,
      );
      expect(errors).toEqual([]);
      expect(of(resources, format === 'terraform-aws' ? 'aws_nat_gateway' : 'AWS::EC2::NatGateway')).toHaveLength(1);
    },
  );

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: subnets beside an internet gateway the request asked for are public, routed through it',
    async (format) => {
      const { resources, errors } = await generated(
        'A VPC 10.8.0.0/16 with two subnets, an internet gateway and a route table sending 0.0.0.0/0 to it',
        format,
      );
      expect(errors).toEqual([]);
      if (format === 'terraform-aws') {
        for (const s of of(resources, 'aws_subnet')) expect(s.body.map_public_ip_on_launch).toBe(true);
        const routes = of(resources, 'aws_route_table').map((r) => at(r.body, 'route.gateway_id'));
        expect(routes).toEqual(['${aws_internet_gateway.main.id}']);
      } else {
        for (const s of of(resources, 'AWS::EC2::Subnet')) expect(s.body.MapPublicIpOnLaunch).toBe(true);
        const routes = of(resources, 'AWS::EC2::Route');
        expect(routes.map((r) => r.body.DestinationCidrBlock)).toEqual(['0.0.0.0/0']);
      }
    },
  );

  it('instances asked for together share one security group, role and instance profile', async () => {
    const { resources, errors } = await generated(
      'Two EC2 web servers behind an application load balancer, managed through Session Manager',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_instance')).toHaveLength(2);
    expect(of(resources, 'aws_iam_instance_profile')).toHaveLength(1);
    expect(of(resources, 'aws_iam_role')).toHaveLength(1);
  });

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: a Lambda with a Kinesis stream reads it through an event source mapping',
    async (format) => {
      const { resources, errors } = await generated('A Lambda that processes records from a Kinesis stream', format);
      expect(errors).toEqual([]);
      const type = format === 'terraform-aws' ? 'aws_lambda_event_source_mapping' : 'AWS::Lambda::EventSourceMapping';
      const mapping = of(resources, type)[0]?.body ?? {};
      expect(mapping[format === 'terraform-aws' ? 'starting_position' : 'StartingPosition']).toBe('LATEST');
    },
  );

  it('a public Cloud Run service lets unauthenticated callers invoke it', async () => {
    const { resources, errors } = await generated(
      'A public Cloud Run service for gcr.io/acme/web:2',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const member = of(resources, 'google_cloud_run_v2_service_iam_member')[0]?.body ?? {};
    expect([member.role, member.member]).toEqual(['roles/run.invoker', 'allUsers']);
    const private_ = await generated('A Cloud Run service for gcr.io/acme/web:2', 'terraform-google');
    expect(of(private_.resources, 'google_cloud_run_v2_service_iam_member')).toEqual([]);
  });

  it.each([
    'Run gcr.io/acme/web:2 on Cloud Run so that anybody on the internet can call it',
    'A Cloud Run service for gcr.io/acme/web:2, callable by everyone without authentication',
  ])('said of who may call it, "%s" is public: all ingress and the invoker for allUsers', async (prompt) => {
    const { resources, errors } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_cloud_run_v2_service')[0]?.body.ingress).toBe('INGRESS_TRAFFIC_ALL');
    const member = of(resources, 'google_cloud_run_v2_service_iam_member')[0]?.body ?? {};
    expect([member.role, member.member]).toEqual(['roles/run.invoker', 'allUsers']);
  });
});
