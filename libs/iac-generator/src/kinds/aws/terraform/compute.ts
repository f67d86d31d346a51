/**
 * Servers and their scaling as hashicorp/aws resources: EC2, launch templates, Auto Scaling, fleets, Lightsail, Elastic
 * Beanstalk.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { dnsName } from '../common';
import { ec2Type } from '../settings';
import { tracksCpu } from '../compute';
import { subnetIds } from './common';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

const UBUNTU_CODENAMES: Record<string, string> = {
  '20.04': 'focal-20.04',
  '22.04': 'jammy-22.04',
  '24.04': 'noble-24.04',
};

function ami(x: TfContext, c: Component): string {
  const ubuntu = /ubuntu/.test(String(c.attrs.os ?? c.config.os ?? '')) || x.plan.global.image === 'ubuntu';
  if (ubuntu) {
    const release = UBUNTU_CODENAMES[c.attrs.osVersion ?? '24.04'] ?? 'noble-24.04';
    const label = `ubuntu_${release.split('-')[0]}`;
    return x.data('aws_ami', label, {
      most_recent: true,
      owners: ['099720109477'],
      filter: [block({ name: 'name', values: [`ubuntu/images/hvm-ssd*/ubuntu-${release}-amd64-server-*`] })],
    });
  }
  return x.data('aws_ami', 'amazon_linux', {
    most_recent: true,
    owners: ['amazon'],
    filter: [
      block({ name: 'name', values: ['al2023-ami-2023.*-x86_64'] }),
      block({ name: 'virtualization-type', values: ['hvm'] }),
    ],
  });
}

const instanceType = (c: Component) => ec2Type(c);

/** Spot capacity, when the request asked for it. */
const spotMarket = (c: Component) =>
  c.attrs.flags.has('spot')
    ? block({ market_type: 'spot', spot_options: block({ spot_instance_type: 'one-time' }) })
    : undefined;

export const COMPUTE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.instance': {
    resourceType: 'aws_instance',
    write: (c, x) => {
      const subnets = (c.ref.subnets as Component[]) ?? [];
      const index = x.plan.all('aws.instance').indexOf(c);
      const image = ami(x, c);
      x.primary(c, {
        ami: expr(`${image}.id`),
        instance_type: instanceType(c),
        subnet_id: subnets.length ? x.ref(subnets[index % subnets.length]) : undefined,
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        iam_instance_profile: x.ref(c.ref.profile as Component, 'name'),
        placement_group: x.plan.first('aws.placement_group')
          ? x.ref(x.plan.first('aws.placement_group'), 'id')
          : undefined,
        monitoring: true,
        instance_market_options: spotMarket(c),
        metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
        root_block_device: block({ encrypted: true, volume_type: 'gp3', volume_size: c.attrs.storageGb ?? 20 }),
        tags: { Name: givenName(c) },
      });
      x.output(`${c.id}_instance_id`, x.ref(c), `ID of instance ${givenName(c)}`);
    },
  },
  'aws.launch_template': {
    resourceType: 'aws_launch_template',
    write: (c, x) => {
      const image = ami(x, c);
      x.primary(c, {
        name_prefix: `${givenName(c)}-`,
        image_id: expr(`${image}.id`),
        instance_type: instanceType(c),
        vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
        iam_instance_profile: block({ name: x.ref(c.ref.profile as Component, 'name') }),
        instance_market_options: spotMarket(c),
        metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
        block_device_mappings: block({
          device_name: '/dev/xvda',
          ebs: block({ encrypted: true, volume_type: 'gp3', volume_size: c.attrs.storageGb ?? 20 }),
        }),
        monitoring: block({ enabled: true }),
      });
    },
  },
  'aws.launch_configuration': {
    resourceType: 'aws_launch_configuration',
    write: (c, x) => {
      const image = ami(x, c);
      x.primary(c, {
        name_prefix: `${givenName(c)}-`,
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
  'aws.autoscaling_group': {
    resourceType: 'aws_autoscaling_group',
    write: (c, x) => {
      const t = c.ref.template as Component;
      const min = c.attrs.min ?? 1;
      const max = Math.max(c.attrs.max ?? 3, min);
      const tg = x.plan.first('aws.lb_target_group');
      x.primary(c, {
        name_prefix: `${givenName(c).slice(0, 5)}-`,
        min_size: min,
        max_size: max,
        desired_capacity: Math.min(Math.max(c.attrs.desired ?? min, min), max),
        vpc_zone_identifier: subnetIds(x, c),
        health_check_type: tg ? 'ELB' : 'EC2',
        launch_template: t.kind === 'aws.launch_template' ? block({ id: x.ref(t), version: '$Latest' }) : undefined,
        launch_configuration: t.kind === 'aws.launch_configuration' ? x.ref(t, 'name') : undefined,
        tag: block({ key: 'Name', value: givenName(c), propagate_at_launch: true }),
      });
      if (tracksCpu(c))
        x.resource('aws_autoscaling_policy', `${c.id}_cpu_target`, {
          name: `${givenName(c)}-cpu-target`,
          autoscaling_group_name: x.ref(c, 'name'),
          policy_type: 'TargetTrackingScaling',
          target_tracking_configuration: block({
            predefined_metric_specification: block({ predefined_metric_type: 'ASGAverageCPUUtilization' }),
            target_value: c.attrs.targetPercent,
          }),
        });
      else
        x.resource('aws_autoscaling_policy', `${c.id}_scale_out`, {
          name: `${givenName(c)}-scale-out`,
          autoscaling_group_name: x.ref(c, 'name'),
          adjustment_type: 'ChangeInCapacity',
          scaling_adjustment: 1,
          cooldown: 300,
        });
      if (tg)
        x.resource('aws_autoscaling_attachment', c.id, {
          autoscaling_group_name: x.ref(c),
          lb_target_group_arn: x.ref(tg, 'arn'),
        });
    },
  },
  'aws.ec2_fleet': {
    resourceType: 'aws_ec2_fleet',
    write: (c, x) => {
      const spot = c.config.spot ?? 4;
      const onDemand = c.config.onDemand ?? 5;
      x.primary(c, {
        type: 'maintain',
        launch_template_config: block({
          launch_template_specification: block({
            launch_template_id: x.ref(c.ref.template as Component),
            version: '$Latest',
          }),
        }),
        target_capacity_specification: block({
          default_target_capacity_type: 'on-demand',
          total_target_capacity: Number(spot) + Number(onDemand),
          on_demand_target_capacity: Number(onDemand),
          spot_target_capacity: Number(spot),
        }),
      });
    },
  },
  'aws.placement_group': {
    resourceType: 'aws_placement_group',
    write: (c, x) => {
      x.primary(c, { name: givenName(c), strategy: /spread/.test(String(c.config.strategy)) ? 'spread' : 'cluster' });
    },
  },
  'aws.ebs_volume': {
    resourceType: 'aws_ebs_volume',
    write: (c, x) => {
      const inst = x.plan.first('aws.instance');
      x.primary(c, {
        availability_zone: inst
          ? x.ref(inst, 'availability_zone')
          : (x.data('aws_availability_zones', 'available', { state: 'available' }),
            expr('data.aws_availability_zones.available.names[0]')),
        size: c.attrs.storageGb ?? 20,
        type: 'gp3',
        encrypted: true,
        tags: { Name: givenName(c) },
      });
      if (inst)
        x.resource('aws_volume_attachment', c.id, {
          device_name: '/dev/sdf',
          volume_id: x.ref(c),
          instance_id: x.ref(inst),
        });
    },
  },
  'aws.key_pair': {
    resourceType: 'aws_key_pair',
    write: (c, x) => {
      const key = x.variable('ssh_public_key', {
        type: 'string',
        description: 'SSH public key (the private key never leaves your machine)',
      });
      x.primary(c, { key_name: givenName(c), public_key: key });
    },
  },
  'aws.lightsail_instance': {
    resourceType: 'aws_lightsail_instance',
    write: (c, x) => {
      x.primary(c, {
        name: givenName(c),
        availability_zone: expr('"${data.aws_region.current.name}a"'),
        blueprint_id: String(
          c.config.blueprint ?? (x.plan.global.flags.has('website') ? 'wordpress' : 'amazon_linux_2023'),
        ),
        bundle_id: 'small_3_0',
        ip_address_type: c.attrs.flags.has('ipv6') ? 'dualstack' : 'ipv4',
        add_on: c.attrs.flags.has('backup')
          ? block({ type: 'AutoSnapshot', snapshot_time: '06:00', status: 'Enabled' })
          : undefined,
        tags: { Name: givenName(c) },
      });
      x.data('aws_region', 'current', {});
    },
  },
  'aws.lightsail_database': {
    resourceType: 'aws_lightsail_database',
    write: (c, x) => {
      const mysql = (c.attrs.engine ?? x.plan.global.engine ?? 'mysql').includes('mysql');
      x.data('aws_region', 'current', {});
      x.primary(c, {
        relational_database_name: dnsName(c),
        availability_zone: expr('"${data.aws_region.current.name}a"'),
        master_database_name: 'app',
        master_username: 'dbadmin',
        master_password: x.variable('lightsail_db_password', {
          type: 'string',
          description: 'Master password for the Lightsail database',
          sensitive: true,
        }),
        blueprint_id: mysql ? 'mysql_8_0' : 'postgres_16',
        bundle_id: 'micro_2_0',
        backup_retention_enabled: true,
        preferred_backup_window: '16:00-16:30',
        preferred_maintenance_window: 'Tue:17:00-Tue:17:30',
        apply_immediately: c.attrs.flags.has('applyImmediately') || undefined,
        skip_final_snapshot: false,
        final_snapshot_name: `${dnsName(c)}-final`,
      });
    },
  },
  'aws.lightsail_disk': {
    resourceType: 'aws_lightsail_disk',
    write: (c, x) => {
      x.data('aws_region', 'current', {});
      x.primary(c, {
        name: givenName(c),
        size_in_gb: c.attrs.storageGb ?? 8,
        availability_zone: expr('"${data.aws_region.current.name}a"'),
      });
      const index = x.plan.all('aws.lightsail_disk').indexOf(c);
      x.resource('aws_lightsail_disk_attachment', c.id, {
        disk_name: x.ref(c, 'name'),
        instance_name: x.ref(c.ref.instance as Component, 'name'),
        disk_path: `/dev/xvd${'fghijklmnop'[index % 11]}`,
      });
    },
  },
  'aws.lightsail_static_ip': {
    resourceType: 'aws_lightsail_static_ip',
    write: (c, x) => {
      x.primary(c, { name: givenName(c) });
      x.resource('aws_lightsail_static_ip_attachment', c.id, {
        static_ip_name: x.ref(c),
        instance_name: x.ref(c.ref.instance as Component, 'name'),
      });
    },
  },
  'aws.lightsail_certificate': {
    resourceType: 'aws_lightsail_certificate',
    write: (c, x) => {
      const domain = c.attrs.domain ?? x.plan.global.domain ?? 'example.com';
      x.primary(c, { name: givenName(c), domain_name: domain, subject_alternative_names: [`www.${domain}`] });
    },
  },
  'aws.lightsail_distribution': {
    resourceType: 'aws_lightsail_distribution',
    write: (c, x) => {
      x.data('aws_region', 'current', {});
      x.primary(c, {
        name: givenName(c),
        bundle_id: 'small_1_0',
        origin: block({
          name: x.ref(c.ref.instance as Component, 'name'),
          region_name: expr('data.aws_region.current.name'),
        }),
        default_cache_behavior: block({ behavior: 'cache' }),
      });
    },
  },
  'aws.elastic_beanstalk_application': {
    resourceType: 'aws_elastic_beanstalk_application',
    write: (c, x) => {
      const role = c.ref.serviceRole as Component | undefined;
      x.primary(c, {
        name: givenName(c),
        description: `Application ${givenName(c)}`,
        appversion_lifecycle: role
          ? block({
              service_role: x.ref(role, 'arn'),
              max_age_in_days: c.attrs.retentionDays ?? 30,
              delete_source_from_s3: true,
            })
          : undefined,
      });
    },
  },
  'aws.elastic_beanstalk_environment': {
    resourceType: 'aws_elastic_beanstalk_environment',
    write: (c, x) => {
      const version = x.plan.first('aws.elastic_beanstalk_application_version');
      const db = x.plan.first('aws.db_instance');
      const settings = [
        block({
          namespace: 'aws:autoscaling:launchconfiguration',
          name: 'IamInstanceProfile',
          value: x.ref(c.ref.profile as Component, 'name'),
        }),
        block({ namespace: 'aws:autoscaling:launchconfiguration', name: 'DisableIMDSv1', value: 'true' }),
        block({ namespace: 'aws:elasticbeanstalk:environment', name: 'EnvironmentType', value: 'LoadBalanced' }),
        block({ namespace: 'aws:elasticbeanstalk:healthreporting:system', name: 'SystemType', value: 'enhanced' }),
      ];
      if (db)
        settings.push(
          block({
            namespace: 'aws:elasticbeanstalk:application:environment',
            name: 'DB_HOST',
            value: x.ref(db, 'address'),
          }),
        );
      x.primary(c, {
        name: dnsName(c, 40),
        application: x.ref(c.ref.app as Component, 'name'),
        solution_stack_name: x.variable('solution_stack_name', {
          type: 'string',
          description: 'Elastic Beanstalk platform (aws elasticbeanstalk list-available-solution-stacks)',
          default: '64bit Amazon Linux 2023 v4.3.0 running Python 3.11',
        }),
        version_label: version ? x.ref(version, 'name') : undefined,
        setting: settings,
      });
      x.output(`${c.id}_url`, x.ref(c, 'cname'), `URL of environment ${givenName(c)}`);
    },
  },
  'aws.elastic_beanstalk_application_version': {
    resourceType: 'aws_elastic_beanstalk_application_version',
    write: (c, x) => {
      x.primary(c, {
        name: givenName(c),
        application: x.ref(c.ref.app as Component, 'name'),
        description: 'Application bundle',
        bucket: x.ref(c.ref.bucket as Component),
        key: x.ref(c.ref.object as Component, 'key'),
      });
    },
  },
  'aws.elastic_beanstalk_configuration_template': {
    resourceType: 'aws_elastic_beanstalk_configuration_template',
    write: (c, x) => {
      x.primary(c, {
        name: givenName(c),
        application: x.ref(c.ref.app as Component, 'name'),
        solution_stack_name: x.variable('solution_stack_name', {
          type: 'string',
          description: 'Elastic Beanstalk platform',
          default: '64bit Amazon Linux 2023 v4.3.0 running Python 3.11',
        }),
      });
    },
  },
};
