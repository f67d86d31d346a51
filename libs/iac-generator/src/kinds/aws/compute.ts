/** Servers and their scaling: EC2, launch templates, Auto Scaling, fleets, Lightsail, Elastic Beanstalk. */
import { type Component } from '../../model/types';
import { type Kind } from '../kind';
import { egressFor, network, roleFor, securityGroupFor, subnetTier } from './common';
import { type Planner } from '../../plan/planner';
import { lbType } from './edge';

const SSM = 'arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore';

/**
 * Instances in private subnets reach the internet only through a NAT gateway: added when the request
 * asked for internet access (an internet gateway of its own), which private instances cannot use directly.
 */
function privateEgress(c: Component, plan: Planner): void {
  if (subnetTier(c) === 'private' && plan.all('aws.internet_gateway').some((g) => !g.implicit))
    c.ref.egress = egressFor(plan, 'instances in private subnets reach the internet through it');
}

/** "CPU target tracking at 45%": the group scales on its average CPU, through a target-tracking policy. */
export function tracksCpu(c: Component): boolean {
  return c.attrs.targetPercent !== undefined && c.attrs.targetMetric !== 'memory';
}

/** Instances get Session Manager access through a role instead of SSH keys and open ports. */
function instanceNeeds(c: Component, plan: Planner): void {
  network(c, plan, { count: 1 });
  privateEgress(c, plan);
  const port = c.attrs.ports[0] ?? 80;
  // Several instances of one request ("two web servers") share one security group, role and profile.
  const sibling = plan
    .all(c.kind)
    .find((o) => o !== c && o.ref.profile && (o.attrs.ports[0] ?? 80) === port && o.phrase === c.phrase);
  if (sibling) {
    for (const key of ['securityGroup', 'role', 'profile'] as const) c.ref[key] = sibling.ref[key];
    return;
  }
  const sg = securityGroupFor(c, plan, [port], `application port ${port}`);
  // Traffic admitted only from a stated range is a rule of the instances' security group.
  if (c.attrs.ingressFrom?.length) {
    sg.attrs.ingressFrom = [...(sg.attrs.ingressFrom ?? []), ...c.attrs.ingressFrom];
    plan.handOver(c, sg, 'allowed source');
  }
  const role = roleFor(c, plan, 'ec2.amazonaws.com', {
    policies: [SSM],
    why: 'lets Session Manager reach the instances without SSH keys',
  });
  const free = plan.all('aws.iam_instance_profile').find((p) => !p.ref.role);
  const profile =
    free ?? plan.add('aws.iam_instance_profile', { implicit: 'hands the role to the instances', label: c.id });
  profile.ref.role = role;
  c.ref.profile = profile;
}

export const COMPUTE_KINDS: Kind[] = [
  {
    kind: 'aws.instance',
    label: 'app',
    title: 'EC2 instance',
    needs: instanceNeeds,
  },
  {
    kind: 'aws.launch_template',
    label: 'app',
    title: 'launch template',
    needs: instanceNeeds,
  },
  {
    kind: 'aws.launch_configuration',
    label: 'app',
    title: 'launch configuration',
    needs: instanceNeeds,
  },
  {
    kind: 'aws.autoscaling_group',
    label: 'app',
    title: 'Auto Scaling group',
    needs: (c, plan) => {
      network(c, plan);
      privateEgress(c, plan);
      const t =
        plan.first('aws.launch_configuration') ??
        plan.ensure('aws.launch_template', 'describes the instances the group starts', { label: c.id });
      c.ref.template = t;
      // What the request said about the group's instances is the template's to write.
      t.attrs.size ??= c.attrs.size;
      t.attrs.cpu ??= c.attrs.cpu;
      t.attrs.memoryMb ??= c.attrs.memoryMb;
      t.attrs.os ??= c.attrs.os;
      t.attrs.osVersion ??= c.attrs.osVersion;
      t.attrs.storageGb ??= c.attrs.storageGb;
      t.attrs.ingressFrom ??= c.attrs.ingressFrom;
      // Behind a network load balancer the instances serve the port it passes through unchanged.
      const lb = plan.first('aws.lb');
      if (lb && lbType(lb) === 'network' && lb.attrs.ports.length && !t.attrs.ports.length)
        t.attrs.ports.push(lb.attrs.ports[0]);
      if (c.attrs.flags.has('spot')) t.attrs.flags.add('spot');
      plan.handOver(
        c,
        t,
        'instance type',
        'CPU',
        'memory',
        'operating system',
        'storage',
        'spot capacity',
        'allowed source',
      );
      // A stated CPU target is a target-tracking policy, which manages its own alarms.
      if (tracksCpu(c)) return;
      const alarm =
        plan.all('aws.cloudwatch_metric_alarm').find((a) => !a.ref.target) ??
        plan.add('aws.cloudwatch_metric_alarm', {
          implicit: 'scales out when CPU stays high',
          label: `${c.id}_cpu_high`,
        });
      alarm.ref.target = c;
    },
  },
  {
    kind: 'aws.ec2_fleet',
    label: 'main',
    title: 'EC2 Fleet',
    needs: (c, plan) => {
      c.ref.template = plan.ensure('aws.launch_template', 'fleets launch from a template', { label: c.id });
    },
  },
  {
    kind: 'aws.placement_group',
    label: 'cluster',
    title: 'placement group',
  },
  {
    kind: 'aws.ebs_volume',
    label: 'data',
    title: 'EBS volume',
  },
  {
    kind: 'aws.key_pair',
    label: 'main',
    title: 'EC2 key pair',
  },
  {
    kind: 'aws.lightsail_instance',
    label: 'main',
    title: 'Lightsail instance',
  },
  {
    kind: 'aws.lightsail_database',
    label: 'main',
    title: 'Lightsail database',
  },
  {
    kind: 'aws.lightsail_disk',
    label: 'data',
    title: 'Lightsail disk',
    needs: (c, plan) => {
      c.ref.instance = plan.ensure('aws.lightsail_instance', 'disks attach to an instance', { label: 'main' });
    },
  },
  {
    kind: 'aws.lightsail_static_ip',
    label: 'main',
    title: 'Lightsail static IP',
    needs: (c, plan) => {
      c.ref.instance = plan.ensure('aws.lightsail_instance', 'a static IP attaches to an instance', { label: 'main' });
    },
  },
  {
    kind: 'aws.lightsail_certificate',
    label: 'main',
    title: 'Lightsail certificate',
  },
  {
    kind: 'aws.lightsail_distribution',
    label: 'main',
    title: 'Lightsail distribution',
    needs: (c, plan) => {
      c.ref.ip = plan.ensure('aws.lightsail_static_ip', 'the distribution needs a stable origin', { label: 'main' });
      c.ref.instance = plan.ensure('aws.lightsail_instance', 'the origin of the distribution', { label: 'main' });
    },
  },
  {
    kind: 'aws.elastic_beanstalk_application',
    label: 'app',
    title: 'Elastic Beanstalk application',
    needs: (c, plan) => {
      if (
        c.attrs.retentionDays ||
        c.attrs.flags.has('lifecycle') ||
        plan.has('aws.elastic_beanstalk_application_version')
      ) {
        c.ref.serviceRole = roleFor(c, plan, 'elasticbeanstalk.amazonaws.com', {
          policies: ['arn:aws:iam::aws:policy/service-role/AWSElasticBeanstalkEnhancedHealth'],
          why: 'lets Elastic Beanstalk clean up old versions',
        });
      }
    },
  },
  {
    kind: 'aws.elastic_beanstalk_environment',
    label: 'app',
    title: 'Elastic Beanstalk environment',
    needs: (c, plan) => {
      c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'environments belong to an application', {
        label: 'app',
      });
      const role = roleFor(c, plan, 'ec2.amazonaws.com', {
        policies: ['arn:aws:iam::aws:policy/AWSElasticBeanstalkWebTier', SSM],
        why: 'the instance role of the environment',
      });
      const free = plan.all('aws.iam_instance_profile').find((p) => !p.ref.role || p.ref.role === role);
      const profile =
        free ??
        plan.add('aws.iam_instance_profile', {
          implicit: 'hands the role to the environment instances',
          label: 'eb_ec2',
        });
      profile.ref.role = role;
      c.ref.profile = profile;
    },
  },
  {
    kind: 'aws.elastic_beanstalk_application_version',
    label: 'v1',
    title: 'Elastic Beanstalk application version',
    needs: (c, plan) => {
      c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'versions belong to an application', {
        label: 'app',
      });
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'holds the application bundle', { label: 'app_versions' });
      const obj =
        plan.all('aws.s3_object').find((o) => !o.config.purpose) ??
        plan.add('aws.s3_object', { implicit: 'the application bundle', label: 'app_bundle' });
      obj.config.purpose = 'bundle';
      obj.ref.bucket = c.ref.bucket;
      c.ref.object = obj;
    },
  },
  {
    kind: 'aws.elastic_beanstalk_configuration_template',
    label: 'main',
    title: 'Elastic Beanstalk configuration template',
    needs: (c, plan) => {
      c.ref.app = plan.ensure('aws.elastic_beanstalk_application', 'templates belong to an application', {
        label: 'app',
      });
    },
  },
];
