/** EC2 instances, launch templates, Auto Scaling, volumes, and the ECS/EKS container platforms. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, sgRefs, subnetRefs, tags } from './common';
import { givenName } from '../../../model/names';
import { ec2Type, fargateSize, keepImagesPolicy } from '../settings';
import { tracksCpu } from '../compute';

// The latest Amazon Linux 2023 image, resolved at deploy time from the public SSM parameter.
const AMI = '{{resolve:ssm:/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64}}';

/** The image: the Ubuntu release asked for, else the latest Amazon Linux 2023, both resolved at deploy time. */
function amiFor(c: Component): string {
  if (!/ubuntu/i.test(c.attrs.os ?? '')) return AMI;
  const release = { '20.04': 'focal/20.04', '22.04': 'jammy/22.04' }[c.attrs.osVersion ?? ''] ?? 'noble/24.04';
  return `{{resolve:ssm:/aws/service/canonical/ubuntu/server/${release.split('/')[1]}/stable/current/amd64/hvm/ebs-gp3/ami-id}}`;
}

const metadataOptions = { HttpTokens: 'required', HttpEndpoint: 'enabled', HttpPutResponseHopLimit: 1 };

export const COMPUTE_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.instance': {
    write: (c, x) => {
      const profile = c.ref.profile as Component | undefined;
      // AWS::EC2::Instance has no metadata options; IMDSv2 comes from a small launch template.
      const imds = x.add(x.id(c, 'Imds'), {
        Type: 'AWS::EC2::LaunchTemplate',
        Properties: { LaunchTemplateData: { MetadataOptions: metadataOptions } },
      });
      x.add(x.id(c), {
        Type: 'AWS::EC2::Instance',
        Properties: {
          ImageId: amiFor(c),
          InstanceType: ec2Type(c),
          SubnetId: ((c.ref.subnets as Component[] | undefined) ?? []).length
            ? x.ref((c.ref.subnets as Component[])[0])
            : undefined,
          SecurityGroupIds: sgRefs(c, x),
          IamInstanceProfile: profile ? x.ref(profile) : undefined,
          Monitoring: true,
          BlockDeviceMappings: [
            {
              DeviceName: '/dev/xvda',
              Ebs: {
                VolumeSize: c.attrs.storageGb ?? 20,
                VolumeType: 'gp3',
                Encrypted: true,
                DeleteOnTermination: true,
              },
            },
          ],
          LaunchTemplate: { LaunchTemplateId: { Ref: imds }, Version: { 'Fn::GetAtt': [imds, 'LatestVersionNumber'] } },
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Id`, x.ref(c), `ID of instance ${givenName(c)}`);
    },
  },
  'aws.iam_instance_profile': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::IAM::InstanceProfile',
        Properties: {
          InstanceProfileName: c.name ? givenName(c) : undefined,
          Roles: [x.ref(c.ref.role as Component)],
        },
      }),
  },
  'aws.launch_template': {
    write: (c, x) => {
      const profile = c.ref.profile as Component | undefined;
      x.add(x.id(c), {
        Type: 'AWS::EC2::LaunchTemplate',
        Properties: {
          LaunchTemplateName: c.name ? givenName(c) : undefined,
          LaunchTemplateData: {
            ImageId: amiFor(c),
            InstanceType: ec2Type(c),
            InstanceMarketOptions: c.attrs.flags.has('spot') ? { MarketType: 'spot' } : undefined,
            SecurityGroupIds: sgRefs(c, x),
            IamInstanceProfile: profile ? { Arn: x.att(profile, 'Arn') } : undefined,
            MetadataOptions: metadataOptions,
            BlockDeviceMappings: [
              {
                DeviceName: '/dev/xvda',
                Ebs: { VolumeSize: c.attrs.storageGb ?? 20, VolumeType: 'gp3', Encrypted: true },
              },
            ],
            TagSpecifications: [{ ResourceType: 'instance', Tags: tags(c) }],
          },
        },
      });
    },
  },
  'aws.autoscaling_group': {
    write: (c, x) => {
      const t = c.ref.template as Component | undefined;
      const min = c.attrs.min ?? 1;
      const max = Math.max(min, c.attrs.max ?? 3);
      const tgs = x.plan.all('aws.lb_target_group').map((g) => x.ref(g));
      x.add(x.id(c), {
        Type: 'AWS::AutoScaling::AutoScalingGroup',
        Properties: {
          MinSize: String(min),
          MaxSize: String(max),
          DesiredCapacity: String(Math.min(max, Math.max(min, c.attrs.desired ?? min))),
          VPCZoneIdentifier: subnetRefs(c, x),
          LaunchTemplate: t ? { LaunchTemplateId: x.ref(t), Version: x.att(t, 'LatestVersionNumber') } : undefined,
          TargetGroupARNs: tgs.length ? tgs : undefined,
          HealthCheckType: tgs.length ? 'ELB' : 'EC2',
          HealthCheckGracePeriod: 300,
          Tags: tags(c).map((t) => ({ ...t, PropagateAtLaunch: true })),
        },
      });
      if (tracksCpu(c))
        x.add(x.id(c, 'CpuTarget'), {
          Type: 'AWS::AutoScaling::ScalingPolicy',
          Properties: {
            AutoScalingGroupName: x.ref(c),
            PolicyType: 'TargetTrackingScaling',
            TargetTrackingConfiguration: {
              PredefinedMetricSpecification: { PredefinedMetricType: 'ASGAverageCPUUtilization' },
              TargetValue: c.attrs.targetPercent,
            },
          },
        });
    },
  },
  'aws.ebs_volume': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::EC2::Volume',
        Properties: {
          AvailabilityZone: { 'Fn::Select': [0, { 'Fn::GetAZs': '' }] },
          Size: c.attrs.storageGb ?? 20,
          VolumeType: 'gp3',
          Encrypted: true,
          KmsKeyId: kmsArn(c, x),
          Tags: tags(c),
        },
      }),
  },
  'aws.key_pair': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::EC2::KeyPair',
        Properties: {
          KeyName: givenName(c),
          PublicKeyMaterial: x.parameter('SshPublicKey', { Type: 'String', Description: 'SSH public key to import' }),
        },
      }),
  },
  'aws.placement_group': {
    write: (c, x) => void x.add(x.id(c), { Type: 'AWS::EC2::PlacementGroup', Properties: { Strategy: 'spread' } }),
  },
  'aws.ecr_repository': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::ECR::Repository',
        Properties: {
          RepositoryName: givenName(c)
            .toLowerCase()
            .replace(/[^a-z0-9._/-]/g, '-'),
          ImageTagMutability: 'IMMUTABLE',
          ImageScanningConfiguration: { ScanOnPush: true },
          EncryptionConfiguration: { EncryptionType: 'KMS' },
          LifecyclePolicy: c.attrs.keepImages
            ? { LifecyclePolicyText: keepImagesPolicy(c.attrs.keepImages) }
            : undefined,
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Uri`, x.att(c, 'RepositoryUri'), 'Repository URI');
    },
  },
  'aws.ecs_cluster': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::ECS::Cluster',
        Properties: {
          ClusterName: givenName(c),
          ClusterSettings: [{ Name: 'containerInsights', Value: 'enabled' }],
          Tags: tags(c),
        },
      }),
  },
  'aws.ecs_task_definition': {
    write: (c, x) => {
      const log = c.ref.logGroup as Component | undefined;
      x.add(x.id(c), {
        Type: 'AWS::ECS::TaskDefinition',
        Properties: {
          Family: givenName(c),
          RequiresCompatibilities: ['FARGATE'],
          NetworkMode: 'awsvpc',
          Cpu: String(fargateSize(c).cpu),
          Memory: String(fargateSize(c).memory),
          ExecutionRoleArn: roleArn(c, x),
          ContainerDefinitions: [
            {
              Name: 'app',
              Image: c.attrs.image ?? 'public.ecr.aws/nginx/nginx:stable',
              Essential: true,
              ReadonlyRootFilesystem: true,
              PortMappings: [{ ContainerPort: c.attrs.ports[0] ?? 80, Protocol: 'tcp' }],
              LogConfiguration: log
                ? {
                    LogDriver: 'awslogs',
                    Options: {
                      'awslogs-group': x.ref(log),
                      'awslogs-region': { Ref: 'AWS::Region' },
                      'awslogs-stream-prefix': 'app',
                    },
                  }
                : undefined,
            },
          ],
          Tags: tags(c),
        },
      });
    },
  },
  'aws.ecs_service': {
    write: (c, x) => {
      const tg = x.plan.first('aws.lb_target_group');
      x.add(x.id(c), {
        Type: 'AWS::ECS::Service',
        Properties: {
          Cluster: x.ref(c.ref.cluster as Component),
          TaskDefinition: x.ref(c.ref.task as Component),
          LaunchType: c.attrs.flags.has('spot') ? undefined : 'FARGATE',
          CapacityProviderStrategy: c.attrs.flags.has('spot')
            ? [{ CapacityProvider: 'FARGATE_SPOT', Weight: 1 }]
            : undefined,
          DesiredCount: c.attrs.desired ?? 2,
          NetworkConfiguration: {
            AwsvpcConfiguration: {
              AssignPublicIp: 'DISABLED',
              Subnets: subnetRefs(c, x),
              SecurityGroups: sgRefs(c, x),
            },
          },
          LoadBalancers: tg
            ? [{ TargetGroupArn: x.ref(tg), ContainerName: 'app', ContainerPort: c.attrs.ports[0] ?? 80 }]
            : undefined,
          DeploymentConfiguration: { DeploymentCircuitBreaker: { Enable: true, Rollback: true } },
          Tags: tags(c),
        },
      });
    },
  },
  'aws.eks_cluster': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::EKS::Cluster',
        Properties: {
          Name: givenName(c),
          Version: c.attrs.version && /^1\.\d+$/.test(c.attrs.version) ? c.attrs.version : '1.31',
          RoleArn: roleArn(c, x),
          ResourcesVpcConfig: {
            SubnetIds: subnetRefs(c, x),
            EndpointPrivateAccess: true,
            EndpointPublicAccess: c.attrs.flags.has('public'),
          },
          EncryptionConfig: c.ref.kms ? [{ Resources: ['secrets'], Provider: { KeyArn: kmsArn(c, x) } }] : undefined,
          Logging: {
            ClusterLogging: { EnabledTypes: [{ Type: 'api' }, { Type: 'audit' }, { Type: 'authenticator' }] },
          },
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint'), 'Cluster API endpoint');
    },
  },
  'aws.eks_node_group': {
    write: (c, x) => {
      const desired = c.attrs.desired ?? c.attrs.nodes;
      const min = c.attrs.min ?? Math.min(desired ?? 1, 1);
      x.add(x.id(c), {
        Type: 'AWS::EKS::Nodegroup',
        Properties: {
          NodegroupName: c.name ? givenName(c) : undefined,
          ClusterName: x.ref(c.ref.cluster as Component),
          NodeRole: roleArn(c, x),
          Subnets: subnetRefs(c, x),
          InstanceTypes: [ec2Type(c, 't3.medium')],
          CapacityType: c.attrs.flags.has('spot') ? 'SPOT' : 'ON_DEMAND',
          DiskSize: c.attrs.storageGb,
          ScalingConfig: {
            MinSize: min,
            MaxSize: Math.max(min, c.attrs.max ?? 3, desired ?? 0),
            DesiredSize: Math.max(min, desired ?? min),
          },
          UpdateConfig: { MaxUnavailable: 1 },
        },
      });
    },
  },
  'aws.eks_fargate_profile': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::EKS::FargateProfile',
        Properties: {
          FargateProfileName: c.name ? givenName(c) : undefined,
          ClusterName: x.ref(c.ref.cluster as Component),
          PodExecutionRoleArn: roleArn(c, x),
          Subnets: subnetRefs(c, x),
          Selectors: [{ Namespace: 'default' }],
        },
      }),
  },
};
