/** Containers, Kubernetes, logs and alarms, backup, audit and CI. */
import { type Kind } from '../kind';
import { egressFor, kmsFor, network, roleFor, securityGroupFor, subnetTier } from './common';
import { givenName } from '../../model/names';
import { chooseAlarmMetric } from './alarm-metrics';

const EKS_CLUSTER = 'arn:aws:iam::aws:policy/AmazonEKSClusterPolicy';

export const PLATFORM_KINDS: Kind[] = [
  {
    kind: 'aws.ecr_repository',
    label: 'app',
    title: 'ECR repository',
  },
  {
    kind: 'aws.ecs_cluster',
    label: 'main',
    title: 'ECS cluster',
  },
  {
    kind: 'aws.ecs_task_definition',
    label: 'app',
    title: 'ECS task definition',
    needs: (c, plan) => {
      roleFor(c, plan, 'ecs-tasks.amazonaws.com', {
        policies: ['arn:aws:iam::aws:policy/service-role/AmazonECSTaskExecutionRolePolicy'],
        why: 'lets ECS pull the image and write logs',
      });
      c.ref.logGroup = plan.add('aws.cloudwatch_log_group', {
        implicit: 'container logs',
        label: `${c.id}_ecs`,
        config: { path: `/ecs/${givenName(c)}` },
      });
    },
  },
  {
    kind: 'aws.ecs_service',
    label: 'app',
    title: 'ECS service (Fargate)',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.ecs_cluster', 'runs the service', { label: 'main' });
      c.ref.task = plan.ensure('aws.ecs_task_definition', 'describes the container', { label: c.id });
      plan.handOver(c, c.ref.task, 'CPU', 'memory', 'runtime', 'image');
      c.ref.task.attrs.cpu ??= c.attrs.cpu;
      c.ref.task.attrs.memoryMb ??= c.attrs.memoryMb;
      c.ref.task.attrs.image ??= c.attrs.image;
      network(c, plan, { tier: 'private' });
      c.ref.egress = egressFor(plan, 'tasks in private subnets pull their image through it');
      securityGroupFor(c, plan, [c.attrs.ports[0] ?? 80], 'container');
    },
  },
  {
    kind: 'aws.eks_cluster',
    label: 'main',
    title: 'EKS cluster',
    needs: (c, plan) => {
      network(c, plan);
      roleFor(c, plan, 'eks.amazonaws.com', {
        policies: [EKS_CLUSTER, 'arn:aws:iam::aws:policy/AmazonEKSVPCResourceController'],
        why: 'the EKS control plane role',
      });
      kmsFor(c, plan);
    },
  },
  {
    kind: 'aws.eks_node_group',
    label: 'default',
    title: 'EKS managed node group',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.eks_cluster', 'node groups join a cluster', { label: 'main' });
      // Nodes are private unless only "public" was said of them ("not public IPs ... private subnets").
      const tier = subnetTier(c);
      network(c, plan, { tier });
      if (tier === 'private')
        c.ref.egress = egressFor(plan, 'nodes in private subnets pull images and join the cluster through it');
      c.ref.role = plan.add('aws.iam_role', {
        implicit: 'the node role',
        label: `${c.id}_nodes`,
        config: {
          service: 'ec2.amazonaws.com',
          policies: [
            'arn:aws:iam::aws:policy/AmazonEKSWorkerNodePolicy',
            'arn:aws:iam::aws:policy/AmazonEKS_CNI_Policy',
            'arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryReadOnly',
          ],
        },
      });
    },
  },
  {
    kind: 'aws.eks_fargate_profile',
    label: 'kube_system',
    title: 'EKS Fargate profile',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.eks_cluster', 'profiles belong to a cluster', { label: 'main' });
      network(c, plan, { tier: 'private' });
      c.ref.role = plan.add('aws.iam_role', {
        implicit: 'the pod execution role',
        label: `${c.id}_pods`,
        config: {
          service: 'eks-fargate-pods.amazonaws.com',
          policies: ['arn:aws:iam::aws:policy/AmazonEKSFargatePodExecutionRolePolicy'],
        },
      });
    },
  },
  {
    kind: 'aws.eks_access_policy_association',
    label: 'admin',
    title: 'EKS access policy association',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.eks_cluster', 'access applies to a cluster', { label: 'main' });
      c.ref.user = plan.ensure('aws.iam_user', 'the principal given access', { label: 'admin' });
    },
  },
  {
    kind: 'aws.cloudwatch_log_group',
    label: 'app',
    title: 'CloudWatch log group',
  },
  {
    kind: 'aws.cloudwatch_log_resource_policy',
    label: 'main',
    title: 'CloudWatch Logs resource policy',
  },
  {
    kind: 'aws.cloudwatch_metric_alarm',
    label: 'cpu_high',
    title: 'CloudWatch metric alarm',
    needs: chooseAlarmMetric,
  },
  {
    kind: 'aws.cloudwatch_dashboard',
    label: 'main',
    title: 'CloudWatch dashboard',
  },
  {
    kind: 'aws.backup_plan',
    label: 'daily',
    title: 'AWS Backup plan',
    needs: (c, plan) => {
      kmsFor(c, plan);
      roleFor(c, plan, 'backup.amazonaws.com', {
        policies: [
          'arn:aws:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup',
          'arn:aws:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores',
        ],
        why: 'lets AWS Backup take and restore backups',
      });
      // Nothing to back up in the request: the plan selects resources by tag instead of inventing one.
    },
  },
  {
    kind: 'aws.cloudtrail',
    label: 'audit',
    title: 'CloudTrail trail',
    needs: (c, plan) => {
      c.ref.bucket = plan.add('aws.s3_bucket', { implicit: 'stores the audit trail', label: 'audit_trail' });
      kmsFor(c, plan);
    },
  },
  {
    kind: 'aws.codebuild_project',
    label: 'build',
    title: 'CodeBuild project',
    needs: (c, plan) => {
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'stores build artifacts and results', { label: 'build_artifacts' });
      roleFor(c, plan, 'codebuild.amazonaws.com', {
        statements: [
          {
            Effect: 'Allow',
            Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
            Resource: '*',
          },
          { Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 's3:GetBucketLocation'], Resource: '*' },
          {
            Effect: 'Allow',
            Action: [
              'ec2:CreateNetworkInterface',
              'ec2:DescribeNetworkInterfaces',
              'ec2:DeleteNetworkInterface',
              'ec2:DescribeSubnets',
              'ec2:DescribeSecurityGroups',
              'ec2:DescribeDhcpOptions',
              'ec2:DescribeVpcs',
              'ec2:CreateNetworkInterfacePermission',
            ],
            Resource: '*',
          },
        ],
        why: 'lets the build write logs and artifacts',
      });
      if (plan.has('aws.vpc') || plan.global.flags.has('private')) {
        network(c, plan, { tier: 'private' });
        securityGroupFor(c, plan, [], 'no inbound');
        c.ref.egress = egressFor(plan, 'builds in private subnets fetch sources and packages through it');
      }
    },
  },
  {
    kind: 'aws.codepipeline',
    label: 'delivery',
    title: 'CodePipeline pipeline',
    needs: (c, plan) => {
      c.ref.build = plan.ensure('aws.codebuild_project', 'the build stage', { label: 'build' });
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'pipeline artifacts', { label: 'build_artifacts' });
      c.ref.role = plan.add('aws.iam_role', {
        implicit: 'the pipeline role',
        label: `${c.id}_pipeline`,
        config: {
          service: 'codepipeline.amazonaws.com',
          statements: [
            {
              Effect: 'Allow',
              Action: [
                's3:GetObject',
                's3:PutObject',
                'codebuild:StartBuild',
                'codebuild:BatchGetBuilds',
                'codestar-connections:UseConnection',
              ],
              Resource: '*',
            },
          ],
        },
      });
    },
  },
  {
    kind: 'aws.ses_domain_identity',
    label: 'mail',
    title: 'SES domain identity',
  },
];
