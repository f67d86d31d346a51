/** Servers and their scaling: EC2, launch templates, Auto Scaling, fleets, Lightsail, Elastic Beanstalk. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type TfContext } from '../../render/terraform/context';
import { type AwsKind } from './types';
import { network, roleFor, securityGroupFor, nameOf, dnsName, subnetIds } from './common';

const SSM = 'arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore';

function ami(x: TfContext, c: Component): string {
  const ubuntu = /ubuntu/.test(String(c.config.os ?? '')) || x.plan.global.image === 'ubuntu';
  if (ubuntu) {
    return x.data('aws_ami', 'ubuntu', {
      most_recent: true,
      owners: ['099720109477'],
      filter: [block({ name: 'name', values: ['ubuntu/images/hvm-ssd/ubuntu-focal-20.04-amd64-server-*'] })],
    });
  }
  return x.data('aws_ami', 'amazon_linux', {
    most_recent: true,
    owners: ['amazon'],
    filter: [block({ name: 'name', values: ['al2023-ami-2023.*-x86_64'] }), block({ name: 'virtualization-type', values: ['hvm'] })],
  });
}

/** Instances get Session Manager access through a role instead of SSH keys and open ports. */
function instanceNeeds(c: Component, plan: import('../../plan/planner').Planner): void {
  network(c, plan, { count: 1 });
  const port = c.attrs.ports[0] ?? 80;
  securityGroupFor(c, plan, [port], `application port ${port}`);
  const role = roleFor(c, plan, 'ec2.amazonaws.com', { policies: [SSM], why: 'lets Session Manager reach the instances without SSH keys' });
  const free = plan.all('aws.iam_instance_profile').find((p) => !p.ref.role);
  const profile = free ?? plan.add('aws.iam_instance_profile', { implicit: 'hands the role to the instances', label: c.id });
  profile.ref.role = role;
  c.ref.profile = profile;
}

function instanceType(c: Component): string {
  return c.attrs.size && !/^(db|cache|dax|ml|kafka)\./.test(c.attrs.size) ? c.attrs.size : 't3.micro';
}

export const COMPUTE_KINDS: AwsKind[] = [
  {
    kind: 'aws.instance',
    label: 'app',
    title: 'EC2 instance',
    tfType: 'aws_instance',
    needs: instanceNeeds,
    tf: (c, x) => {
      const subnets = (c.ref.subnets as Component[]) ?? [];
      const index = x.plan.all('aws.instance').indexOf(c);
      const image = ami(x, c);
      x.primary(c, {
        ami: expr(`${image}.id`),
        instance_type: instanceType(c),
        subnet_id: subnets.length ? x.ref(subnets[index % subnets.length]) : undefined,
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        iam_instance_profile: x.ref(c.ref.profile as Component, 'name'),
        placement_group: x.plan.first('aws.placement_group') ? x.ref(x.plan.first('aws.placement_group'), 'id') : undefined,
        monitoring: true,
        metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
        root_block_device: block({ encrypted: true, volume_type: 'gp3', volume_size: c.attrs.storageGb ?? 20 }),
        tags: { Name: nameOf(c) },
      });
      x.output(`${c.id}_instance_id`, x.ref(c), `ID of instance ${nameOf(c)}`);
    },
  },
  {
    kind: 'aws.launch_template',
    label: 'app',
    title: 'launch template',
    tfType: 'aws_launch_template',
    needs: instanceNeeds,
    tf: (c, x) => {
      const image = ami(x, c);
      x.primary(c, {
        name_prefix: `${nameOf(c)}-`,
        image_id: expr(`${image}.id`),
        instance_type: instanceType(c),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        iam_instance_profile: block({ name: x.ref(c.ref.profile as Component, 'name') }),
        metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
        block_device_mappings: block({ device_name: '/dev/xvda', ebs: block({ encrypted: true, volume_type: 'gp3', volume_size: c.attrs.storageGb ?? 20 }) }),
        monitoring: block({ enabled: true }),
      });
    },
  },
  {
    kind: 'aws.launch_configuration',
    label: 'app',
    title: 'launch configuration',
    tfType: 'aws_launch_configuration',
    needs: instanceNeeds,
    tf: (c, x) => {
      const image = ami(x, c);
      x.primary(c, {
        name_prefix: `${nameOf(c)}-`,
        image_id: expr(`${image}.id`),
        instance_type: instanceType(c),
        security_groups: [x.ref(c.ref.securityGroup as Component)],
        iam_instance_profile: x.ref(c.ref.profile as Component, 'name'),
        metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
        root_block_device: block({ encrypted: true, volume_type: 'gp3' }),
        lifecycle: block({ create_before_destroy: true }),
      });
    },
  },
  {
    kind: 'aws.autoscaling_group',
    label: 'app',
    title: 'Auto Scaling group',
    tfType: 'aws_autoscaling_group',
    needs: (c, plan) => {
      network(c, plan);
      c.ref.template = plan.first('aws.launch_configuration') ?? plan.ensure('aws.launch_template', 'describes the instances the group starts', { label: c.id });
      const alarm = plan.all('aws.cloudwatch_metric_alarm').find((a) => !a.ref.target) ?? plan.add('aws.cloudwatch_metric_alarm', { implicit: 'scales out when CPU stays high', label: `${c.id}_cpu_high` });
      alarm.ref.target = c;
    },
    tf: (c, x) => {
      const t = c.ref.template as Component;
      const min = c.attrs.min ?? 1;
      const max = Math.max(c.attrs.max ?? 3, min);
      const tg = x.plan.first('aws.lb_target_group');
      x.primary(c, {
        name_prefix: `${nameOf(c).slice(0, 5)}-`,
        min_size: min,
        max_size: max,
        desired_capacity: Math.min(Math.max(c.attrs.desired ?? min, min), max),
        vpc_zone_identifier: subnetIds(x, c),
        health_check_type: tg ? 'ELB' : 'EC2',
        launch_template: t.kind === 'aws.launch_template' ? block({ id: x.ref(t), version: '$Latest' }) : undefined,
        launch_configuration: t.kind === 'aws.launch_configuration' ? x.ref(t, 'name') : undefined,
        tag: block({ key: 'Name', value: nameOf(c), propagate_at_launch: true }),
      });
      x.resource('aws_autoscaling_policy', `${c.id}_scale_out`, {
        name: `${nameOf(c)}-scale-out`,
        autoscaling_group_name: x.ref(c, 'name'),
        adjustment_type: 'ChangeInCapacity',
        scaling_adjustment: 1,
        cooldown: 300,
      });
      if (tg) x.resource('aws_autoscaling_attachment', c.id, { autoscaling_group_name: x.ref(c), lb_target_group_arn: x.ref(tg, 'arn') });
    },
  },
  {
    kind: 'aws.ec2_fleet',
    label: 'main',
    title: 'EC2 Fleet',
    tfType: 'aws_ec2_fleet',
    needs: (c, plan) => {
      c.ref.template = plan.ensure('aws.launch_template', 'fleets launch from a template', { label: c.id });
    },
    tf: (c, x) => {
      const spot = c.config.spot ?? 4;
      const onDemand = c.config.onDemand ?? 5;
      x.primary(c, {
        type: 'maintain',
        launch_template_config: block({ launch_template_specification: block({ launch_template_id: x.ref(c.ref.template as Component), version: '$Latest' }) }),
        target_capacity_specification: block({
          default_target_capacity_type: 'on-demand',
          total_target_capacity: Number(spot) + Number(onDemand),
          on_demand_target_capacity: Number(onDemand),
          spot_target_capacity: Number(spot),
        }),
      });
    },
  },
  {
    kind: 'aws.placement_group',
    label: 'cluster',
    title: 'placement group',
    tfType: 'aws_placement_group',
    needs: (_c, plan) => {
      if (!plan.has('aws.instance')) plan.add('aws.instance', { implicit: 'a placement group places instances', label: 'app' });
    },
    tf: (c, x) => {
      x.primary(c, { name: nameOf(c), strategy: /spread/.test(String(c.config.strategy)) ? 'spread' : 'cluster' });
    },
  },
  {
    kind: 'aws.ebs_volume',
    label: 'data',
    title: 'EBS volume',
    tfType: 'aws_ebs_volume',
    tf: (c, x) => {
      const inst = x.plan.first('aws.instance');
      x.primary(c, {
        availability_zone: inst ? x.ref(inst, 'availability_zone') : (x.data('aws_availability_zones', 'available', { state: 'available' }), expr('data.aws_availability_zones.available.names[0]')),
        size: c.attrs.storageGb ?? 20,
        type: 'gp3',
        encrypted: true,
        tags: { Name: nameOf(c) },
      });
      if (inst) x.resource('aws_volume_attachment', c.id, { device_name: '/dev/sdf', volume_id: x.ref(c), instance_id: x.ref(inst) });
    },
  },
  {
    kind: 'aws.key_pair',
    label: 'main',
    title: 'EC2 key pair',
    tfType: 'aws_key_pair',
    tf: (c, x) => {
      const key = x.variable('ssh_public_key', { type: 'string', description: 'SSH public key (the private key never leaves your machine)' });
      x.primary(c, { key_name: nameOf(c), public_key: key });
    },
  },
  {
    kind: 'aws.lightsail_instance',
    label: 'main',
    title: 'Lightsail instance',
    tfType: 'aws_lightsail_instance',
    tf: (c, x) => {
      x.primary(c, {
        name: nameOf(c),
        availability_zone: expr('"${data.aws_region.current.name}a"'),
        blueprint_id: String(c.config.blueprint ?? (x.plan.global.flags.has('website') ? 'wordpress' : 'amazon_linux_2023')),
        bundle_id: 'small_3_0',
        ip_address_type: c.attrs.flags.has('ipv6') ? 'dualstack' : 'ipv4',
        add_on: c.attrs.flags.has('backup') ? block({ type: 'AutoSnapshot', snapshot_time: '06:00', status: 'Enabled' }) : undefined,
        tags: { Name: nameOf(c) },
      });
      x.data('aws_region', 'current', {});
    },
  },
  {
    kind: 'aws.lightsail_database',
    label: 'main',
    title: 'Lightsail database',
    tfType: 'aws_lightsail_database',
    tf: (c, x) => {
      const mysql = (c.attrs.engine ?? x.plan.global.engine ?? 'mysql').includes('mysql');
      x.data('aws_region', 'current', {});
      x.primary(c, {
        relational_database_name: dnsName(c),
        availability_zone: expr('"${data.aws_region.current.name}a"'),
        master_database_name: 'app',
        master_username: 'dbadmin',
        master_password: x.variable('lightsail_db_password', { type: 'string', description: 'Master password for the Lightsail database', sensitive: true }),
        blueprint_id: mysql ? 'mysql_8_0' : 'postgres_16',
        bundle_id: mysql ? 'micro_2_0' : 'micro_2_0',
        backup_retention_enabled: true,
        preferred_backup_window: '16:00-16:30',
        preferred_maintenance_window: 'Tue:17:00-Tue:17:30',
        apply_immediately: c.attrs.flags.has('applyImmediately') || undefined,
        skip_final_snapshot: false,
        final_snapshot_name: `${dnsName(c)}-final`,
      });
    },
  },
  {
    kind: 'aws.lightsail_disk',
    label: 'data',
    title: 'Lightsail disk',
    tfType: 'aws_lightsail_disk',
    needs: (c, plan) => {
      c.ref.instance = plan.ensure('aws.lightsail_instance', 'disks attach to an instance', { label: 'main' });
    },
    tf: (c, x) => {
      x.data('aws_region', 'current', {});
      x.primary(c, { name: nameOf(c), size_in_gb: c.attrs.storageGb ?? 8, availability_zone: expr('"${data.aws_region.current.name}a"') });
      const index = x.plan.all('aws.lightsail_disk').indexOf(c);
      x.resource('aws_lightsail_disk_attachment', c.id, { disk_name: x.ref(c, 'name'), instance_name: x.ref(c.ref.instance as Component, 'name'), disk_path: `/dev/xvd${'fghijklmnop'[index % 11]}` });
    },
  },
  {
    kind: 'aws.lightsail_static_ip',
    label: 'main',
    title: 'Lightsail static IP',
    tfType: 'aws_lightsail_static_ip',
    needs: (c, plan) => {
      c.ref.instance = plan.ensure('aws.lightsail_instance', 'a static IP attaches to an instance', { label: 'main' });
    },
    tf: (c, x) => {
      x.primary(c, { name: nameOf(c) });
      x.resource('aws_lightsail_static_ip_attachment', c.id, { static_ip_name: x.ref(c), instance_name: x.ref(c.ref.instance as Component, 'name') });
    },
  },
  {
    kind: 'aws.lightsail_certificate',
    label: 'main',
    title: 'Lightsail certificate',
    tfType: 'aws_lightsail_certificate',
    tf: (c, x) => {
      const domain = c.attrs.domain ?? x.plan.global.domain ?? 'example.com';
      x.primary(c, { name: nameOf(c), domain_name: domain, subject_alternative_names: [`www.${domain}`] });
    },
  },
  {
    kind: 'aws.lightsail_distribution',
    label: 'main',
    title: 'Lightsail distribution',
    tfType: 'aws_lightsail_distribution',
    needs: (c, plan) => {
      c.ref.ip = plan.ensure('aws.lightsail_static_ip', 'the distribution needs a stable origin', { label: 'main' });
      c.ref.instance = plan.ensure('aws.lightsail_instance', 'the origin of the distribution', { label: 'main' });
    },
    tf: (c, x) => {
      x.data('aws_region', 'current', {});
      x.primary(c, {
        name: nameOf(c),
        bundle_id: 'small_1_0',
        origin: block({ name: x.ref(c.ref.instance as Component, 'name'), region_name: expr('data.aws_region.current.name') }),
        default_cache_behavior: block({ behavior: 'cache' }),
      });
    },
  },
  {
    kind: 'aws.elastic_beanstalk_application',
    label: 'app',
    title: 'Elastic Beanstalk application',
    tfType: 'aws_elastic_beanstalk_application',
    needs: (c, plan) => {
      if (c.attrs.retentionDays || c.attrs.flags.has('lifecycle') || plan.has('aws.elastic_beanstalk_application_version')) {
        c.ref.serviceRole = roleFor(c, plan, 'elasticbeanstalk.amazonaws.com', { policies: ['arn:aws:iam::aws:policy/service-role/AWSElasticBeanstalkEnhancedHealth'], why: 'lets Elastic Beanstalk clean up old versions' });
      }
    },
    tf: (c, x) => {
      const role = c.ref.serviceRole as Component | undefined;
      x.primary(c, {
        name: nameOf(c),
        description: `Application ${nameOf(c)}`,
        appversion_lifecycle: role ? block({ service_role: x.ref(role, 'arn'), max_age_in_days: c.attrs.retentionDays ?? 30, delete_source_from_s3: true }) : undefined,
      });
    },
  },
  {
    kind: 'aws.elastic_beanstalk_environment',
    label: 'app',
    title: 'Elastic Beanstalk environment',
    tfType: 'aws_elastic_beanstalk_environment',
    needs: (c, plan) => {
      c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'environments belong to an application', { label: 'app' });
      const role = roleFor(c, plan, 'ec2.amazonaws.com', { policies: ['arn:aws:iam::aws:policy/AWSElasticBeanstalkWebTier', SSM], why: 'the instance role of the environment' });
      const free = plan.all('aws.iam_instance_profile').find((p) => !p.ref.role || p.ref.role === role);
      const profile = free ?? plan.add('aws.iam_instance_profile', { implicit: 'hands the role to the environment instances', label: 'eb_ec2' });
      profile.ref.role = role;
      c.ref.profile = profile;
    },
    tf: (c, x) => {
      const version = x.plan.first('aws.elastic_beanstalk_application_version');
      const db = x.plan.first('aws.db_instance');
      const settings = [
        block({ namespace: 'aws:autoscaling:launchconfiguration', name: 'IamInstanceProfile', value: x.ref(c.ref.profile as Component, 'name') }),
        block({ namespace: 'aws:autoscaling:launchconfiguration', name: 'DisableIMDSv1', value: 'true' }),
        block({ namespace: 'aws:elasticbeanstalk:environment', name: 'EnvironmentType', value: 'LoadBalanced' }),
        block({ namespace: 'aws:elasticbeanstalk:healthreporting:system', name: 'SystemType', value: 'enhanced' }),
      ];
      if (db) settings.push(block({ namespace: 'aws:elasticbeanstalk:application:environment', name: 'DB_HOST', value: x.ref(db, 'address') }));
      x.primary(c, {
        name: dnsName(c, 40),
        application: x.ref(c.ref.app as Component, 'name'),
        solution_stack_name: x.variable('solution_stack_name', { type: 'string', description: 'Elastic Beanstalk platform (aws elasticbeanstalk list-available-solution-stacks)', default: '64bit Amazon Linux 2023 v4.3.0 running Python 3.11' }),
        version_label: version ? x.ref(version, 'name') : undefined,
        setting: settings,
      });
      x.output(`${c.id}_url`, x.ref(c, 'cname'), `URL of environment ${nameOf(c)}`);
    },
  },
  {
    kind: 'aws.elastic_beanstalk_application_version',
    label: 'v1',
    title: 'Elastic Beanstalk application version',
    tfType: 'aws_elastic_beanstalk_application_version',
    needs: (c, plan) => {
      c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'versions belong to an application', { label: 'app' });
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'holds the application bundle', { label: 'app_versions' });
      const obj = plan.all('aws.s3_object').find((o) => !o.config.purpose) ?? plan.add('aws.s3_object', { implicit: 'the application bundle', label: 'app_bundle' });
      obj.config.purpose = 'bundle';
      obj.ref.bucket = c.ref.bucket;
      c.ref.object = obj;
    },
    tf: (c, x) => {
      x.primary(c, {
        name: nameOf(c),
        application: x.ref(c.ref.app as Component, 'name'),
        description: 'Application bundle',
        bucket: x.ref(c.ref.bucket as Component),
        key: x.ref(c.ref.object as Component, 'key'),
      });
    },
  },
  {
    kind: 'aws.elastic_beanstalk_configuration_template',
    label: 'main',
    title: 'Elastic Beanstalk configuration template',
    tfType: 'aws_elastic_beanstalk_configuration_template',
    needs: (c, plan) => {
      c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'templates belong to an application', { label: 'app' });
    },
    tf: (c, x) => {
      x.primary(c, {
        name: nameOf(c),
        application: x.ref(c.ref.app as Component, 'name'),
        solution_stack_name: x.variable('solution_stack_name', { type: 'string', description: 'Elastic Beanstalk platform', default: '64bit Amazon Linux 2023 v4.3.0 running Python 3.11' }),
      });
    },
  },
];
