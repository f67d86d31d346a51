/** Containers, Kubernetes, logs and alarms, backup, audit and CI. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type AwsKind } from './types';
import { dnsName, kmsFor, nameOf, network, roleFor, securityGroupFor, subnetIds, jsonPolicy } from './common';

const EKS_CLUSTER = 'arn:aws:iam::aws:policy/AmazonEKSClusterPolicy';

export const PLATFORM_KINDS: AwsKind[] = [
  {
    kind: 'aws.ecr_repository',
    label: 'app',
    title: 'ECR repository',
    tfType: 'aws_ecr_repository',
    tf: (c, x) => void x.primary(c, { name: dnsName(c), image_tag_mutability: 'IMMUTABLE', image_scanning_configuration: block({ scan_on_push: true }), encryption_configuration: block({ encryption_type: 'KMS' }) }),
  },
  {
    kind: 'aws.ecs_cluster',
    label: 'main',
    title: 'ECS cluster',
    tfType: 'aws_ecs_cluster',
    tf: (c, x) => void x.primary(c, { name: nameOf(c), setting: block({ name: 'containerInsights', value: 'enabled' }) }),
  },
  {
    kind: 'aws.ecs_task_definition',
    label: 'app',
    title: 'ECS task definition',
    tfType: 'aws_ecs_task_definition',
    needs: (c, plan) => {
      roleFor(c, plan, 'ecs-tasks.amazonaws.com', { policies: ['arn:aws:iam::aws:policy/service-role/AmazonECSTaskExecutionRolePolicy'], why: 'lets ECS pull the image and write logs' });
      c.ref.logGroup = plan.add('aws.cloudwatch_log_group', { implicit: 'container logs', label: `${c.id}_ecs`, config: { path: `/ecs/${nameOf(c)}` } });
    },
    tf: (c, x) => {
      x.data('aws_region', 'current', {});
      const port = c.attrs.ports[0] ?? 80;
      x.primary(c, {
        family: nameOf(c),
        requires_compatibilities: ['FARGATE'],
        network_mode: 'awsvpc',
        cpu: '256',
        memory: '512',
        execution_role_arn: x.ref(c.ref.role as Component, 'arn'),
        container_definitions: expr(`jsonencode([{ name = "app", image = ${JSON.stringify(c.attrs.image ?? 'public.ecr.aws/nginx/nginx:stable')}, essential = true, readonlyRootFilesystem = false, portMappings = [{ containerPort = ${port}, protocol = "tcp" }], logConfiguration = { logDriver = "awslogs", options = { "awslogs-group" = ${x.addr(c.ref.logGroup as Component)}.name, "awslogs-region" = data.aws_region.current.name, "awslogs-stream-prefix" = "app" } } }])`),
      });
    },
  },
  {
    kind: 'aws.ecs_service',
    label: 'app',
    title: 'ECS service (Fargate)',
    tfType: 'aws_ecs_service',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.ecs_cluster', 'runs the service', { label: 'main' });
      c.ref.task = plan.ensure('aws.ecs_task_definition', 'describes the container', { label: c.id });
      network(c, plan);
      securityGroupFor(c, plan, [c.attrs.ports[0] ?? 80], 'container');
    },
    tf: (c, x) => {
      const tg = x.plan.first('aws.lb_target_group');
      x.primary(c, {
        name: nameOf(c),
        cluster: x.ref(c.ref.cluster as Component),
        task_definition: x.ref(c.ref.task as Component, 'arn'),
        desired_count: c.attrs.desired ?? 2,
        launch_type: 'FARGATE',
        network_configuration: block({ subnets: subnetIds(x, c), security_groups: [x.ref(c.ref.securityGroup as Component)], assign_public_ip: false }),
        load_balancer: tg ? block({ target_group_arn: x.ref(tg, 'arn'), container_name: 'app', container_port: c.attrs.ports[0] ?? 80 }) : undefined,
      });
    },
  },
  {
    kind: 'aws.eks_cluster',
    label: 'main',
    title: 'EKS cluster',
    tfType: 'aws_eks_cluster',
    needs: (c, plan) => {
      network(c, plan);
      roleFor(c, plan, 'eks.amazonaws.com', { policies: [EKS_CLUSTER, 'arn:aws:iam::aws:policy/AmazonEKSVPCResourceController'], why: 'the EKS control plane role' });
      kmsFor(c, plan);
    },
    tf: (c, x) => {
      const role = c.ref.role as Component;
      x.primary(c, {
        name: nameOf(c),
        role_arn: x.ref(role, 'arn'),
        version: c.attrs.version && /^1\.\d+$/.test(c.attrs.version) ? c.attrs.version : '1.31',
        vpc_config: block({ subnet_ids: subnetIds(x, c), endpoint_private_access: true, endpoint_public_access: c.attrs.flags.has('public') }),
        encryption_config: block({ resources: ['secrets'], provider: block({ key_arn: x.ref(c.ref.kms as Component, 'arn') }) }),
        enabled_cluster_log_types: ['api', 'audit', 'authenticator'],
        access_config: block({ authentication_mode: 'API' }),
        depends_on: [expr(`aws_iam_role_policy_attachment.${role.id}_AmazonEKSClusterPolicy`)],
      });
      x.output(`${c.id}_endpoint`, x.ref(c, 'endpoint'), 'Kubernetes API endpoint');
      x.output(`${c.id}_kubeconfig_certificate_authority_data`, expr(`${x.addr(c)}.certificate_authority[0].data`), 'Cluster CA certificate');
    },
  },
  {
    kind: 'aws.eks_node_group',
    label: 'default',
    title: 'EKS managed node group',
    tfType: 'aws_eks_node_group',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.eks_cluster', 'node groups join a cluster', { label: 'main' });
      network(c, plan);
      c.ref.role = plan.add('aws.iam_role', { implicit: 'the node role', label: `${c.id}_nodes`, config: { service: 'ec2.amazonaws.com', policies: ['arn:aws:iam::aws:policy/AmazonEKSWorkerNodePolicy', 'arn:aws:iam::aws:policy/AmazonEKS_CNI_Policy', 'arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryReadOnly'] } });
    },
    tf: (c, x) => {
      const min = c.attrs.min ?? 1;
      const max = Math.max(c.attrs.max ?? 3, min);
      x.primary(c, {
        cluster_name: x.ref(c.ref.cluster as Component, 'name'),
        node_group_name: nameOf(c),
        node_role_arn: x.ref(c.ref.role as Component, 'arn'),
        subnet_ids: subnetIds(x, c),
        instance_types: [c.attrs.size ?? 't3.medium'],
        scaling_config: block({ desired_size: c.attrs.desired ?? min, min_size: min, max_size: max }),
        update_config: block({ max_unavailable: 1 }),
      });
    },
  },
  {
    kind: 'aws.eks_fargate_profile',
    label: 'kube_system',
    title: 'EKS Fargate profile',
    tfType: 'aws_eks_fargate_profile',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.eks_cluster', 'profiles belong to a cluster', { label: 'main' });
      network(c, plan, { tier: 'private' });
      c.ref.role = plan.add('aws.iam_role', { implicit: 'the pod execution role', label: `${c.id}_pods`, config: { service: 'eks-fargate-pods.amazonaws.com', policies: ['arn:aws:iam::aws:policy/AmazonEKSFargatePodExecutionRolePolicy'] } });
    },
    tf: (c, x) => void x.primary(c, { cluster_name: x.ref(c.ref.cluster as Component, 'name'), fargate_profile_name: nameOf(c), pod_execution_role_arn: x.ref(c.ref.role as Component, 'arn'), subnet_ids: subnetIds(x, c), selector: block({ namespace: 'kube-system' }) }),
  },
  {
    kind: 'aws.eks_access_policy_association',
    label: 'admin',
    title: 'EKS access policy association',
    tfType: 'aws_eks_access_policy_association',
    needs: (c, plan) => {
      c.ref.cluster = plan.ensure('aws.eks_cluster', 'access applies to a cluster', { label: 'main' });
      c.ref.user = plan.ensure('aws.iam_user', 'the principal given access', { label: 'admin' });
    },
    tf: (c, x) => {
      x.resource('aws_eks_access_entry', c.id, { cluster_name: x.ref(c.ref.cluster as Component, 'name'), principal_arn: x.ref(c.ref.user as Component, 'arn') });
      x.primary(c, { cluster_name: x.ref(c.ref.cluster as Component, 'name'), policy_arn: 'arn:aws:eks::aws:cluster-access-policy/AmazonEKSViewPolicy', principal_arn: x.ref(c.ref.user as Component, 'arn'), access_scope: block({ type: 'namespace', namespaces: ['example'] }), depends_on: [expr(`aws_eks_access_entry.${c.id}`)] });
    },
  },
  {
    kind: 'aws.cloudwatch_log_group',
    label: 'app',
    title: 'CloudWatch log group',
    tfType: 'aws_cloudwatch_log_group',
    tf: (c, x) => void x.primary(c, { name: String(c.config.path ?? `/infragen/${nameOf(c)}`), retention_in_days: c.attrs.retentionDays && [1, 3, 5, 7, 14, 30, 60, 90, 180, 365].includes(c.attrs.retentionDays) ? c.attrs.retentionDays : 30 }),
  },
  {
    kind: 'aws.cloudwatch_log_resource_policy',
    label: 'main',
    title: 'CloudWatch Logs resource policy',
    tfType: 'aws_cloudwatch_log_resource_policy',
    tf: (c, x) => void x.primary(c, { policy_name: nameOf(c), policy_document: jsonPolicy([{ Effect: 'Allow', Principal: { Service: 'route53.amazonaws.com' }, Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: 'arn:aws:logs:*:*:log-group:/aws/route53/*' }]) }),
  },
  {
    kind: 'aws.cloudwatch_metric_alarm',
    label: 'cpu_high',
    title: 'CloudWatch metric alarm',
    tfType: 'aws_cloudwatch_metric_alarm',
    tf: (c, x) => {
      const asg = (c.ref.target as Component | undefined) ?? x.plan.first('aws.autoscaling_group');
      const inst = x.plan.first('aws.instance');
      const topic = x.plan.first('aws.sns_topic');
      x.primary(c, {
        alarm_name: nameOf(c),
        comparison_operator: 'GreaterThanOrEqualToThreshold',
        evaluation_periods: 2,
        metric_name: 'CPUUtilization',
        namespace: 'AWS/EC2',
        period: 120,
        statistic: 'Average',
        threshold: 80,
        alarm_description: 'CPU above 80% for 4 minutes',
        dimensions: asg ? { AutoScalingGroupName: x.ref(asg, 'name') } : inst ? { InstanceId: x.ref(inst) } : undefined,
        alarm_actions: asg ? [expr(`aws_autoscaling_policy.${asg.id}_scale_out.arn`)] : topic ? [x.ref(topic, 'arn')] : undefined,
      });
    },
  },
  {
    kind: 'aws.cloudwatch_dashboard',
    label: 'main',
    title: 'CloudWatch dashboard',
    tfType: 'aws_cloudwatch_dashboard',
    tf: (c, x) => void x.primary(c, { dashboard_name: nameOf(c), dashboard_body: expr('jsonencode({ widgets = [{ type = "metric", width = 12, height = 6, properties = { metrics = [["AWS/EC2", "CPUUtilization"]], period = 300, stat = "Average", region = "us-east-1", title = "CPU" } }] })') }),
  },
  {
    kind: 'aws.backup_plan',
    label: 'daily',
    title: 'AWS Backup plan',
    tfType: 'aws_backup_plan',
    needs: (c, plan) => {
      kmsFor(c, plan);
      roleFor(c, plan, 'backup.amazonaws.com', { policies: ['arn:aws:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup', 'arn:aws:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores'], why: 'lets AWS Backup take and restore backups' });
      if (!['aws.instance', 'aws.db_instance', 'aws.efs_file_system', 'aws.dynamodb_table', 'aws.ebs_volume'].some((k) => plan.has(k))) plan.add('aws.instance', { implicit: 'the server to back up', label: 'app' });
    },
    tf: (c, x) => {
      const vault = x.resource('aws_backup_vault', c.id, { name: nameOf(c), kms_key_arn: x.ref(c.ref.kms as Component, 'arn') });
      x.primary(c, { name: nameOf(c), rule: block({ rule_name: 'daily', target_vault_name: expr(`${vault}.name`), schedule: c.attrs.schedule?.startsWith('cron') ? c.attrs.schedule : 'cron(0 0 * * ? *)', lifecycle: block({ delete_after: c.attrs.retentionDays ?? 35 }) }) });
      const targets = ['aws.instance', 'aws.db_instance', 'aws.efs_file_system', 'aws.dynamodb_table', 'aws.ebs_volume'].flatMap((k) => x.plan.all(k)).map((t) => x.ref(t, 'arn'));
      x.resource('aws_backup_selection', c.id, { name: `${nameOf(c)}-selection`, iam_role_arn: x.ref(c.ref.role as Component, 'arn'), plan_id: x.ref(c), resources: targets });
    },
  },
  {
    kind: 'aws.cloudtrail',
    label: 'audit',
    title: 'CloudTrail trail',
    tfType: 'aws_cloudtrail',
    needs: (c, plan) => {
      c.ref.bucket = plan.add('aws.s3_bucket', { implicit: 'stores the audit trail', label: 'audit_trail' });
      kmsFor(c, plan);
    },
    tf: (c, x) => {
      const b = c.ref.bucket as Component;
      x.resource('aws_s3_bucket_policy', `${c.id}_trail`, { bucket: x.ref(b), policy: jsonPolicy([{ Effect: 'Allow', Principal: { Service: 'cloudtrail.amazonaws.com' }, Action: 's3:GetBucketAcl', Resource: x.ref(b, 'arn') }, { Effect: 'Allow', Principal: { Service: 'cloudtrail.amazonaws.com' }, Action: 's3:PutObject', Resource: expr(`"\${${x.addr(b)}.arn}/AWSLogs/*"`), Condition: { StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control' } } }]) });
      x.primary(c, { name: nameOf(c), s3_bucket_name: x.ref(b), is_multi_region_trail: true, enable_log_file_validation: true, include_global_service_events: true, kms_key_id: x.ref(c.ref.kms as Component, 'arn'), depends_on: [expr(`aws_s3_bucket_policy.${c.id}_trail`)] });
    },
  },
  {
    kind: 'aws.codebuild_project',
    label: 'build',
    title: 'CodeBuild project',
    tfType: 'aws_codebuild_project',
    needs: (c, plan) => {
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'stores build artifacts and results', { label: 'build_artifacts' });
      roleFor(c, plan, 'codebuild.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'], Resource: '*' }, { Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 's3:GetBucketLocation'], Resource: '*' }, { Effect: 'Allow', Action: ['ec2:CreateNetworkInterface', 'ec2:DescribeNetworkInterfaces', 'ec2:DeleteNetworkInterface', 'ec2:DescribeSubnets', 'ec2:DescribeSecurityGroups', 'ec2:DescribeDhcpOptions', 'ec2:DescribeVpcs', 'ec2:CreateNetworkInterfacePermission'], Resource: '*' }], why: 'lets the build write logs and artifacts' });
      if (plan.has('aws.vpc') || plan.global.flags.has('private')) {
        network(c, plan, { tier: 'private' });
        securityGroupFor(c, plan, [], 'no inbound');
      }
    },
    tf: (c, x) => {
      const b = c.ref.bucket as Component;
      const vpc = c.ref.vpc as Component | undefined;
      x.primary(c, {
        name: nameOf(c),
        description: `Build project ${nameOf(c)}`,
        service_role: x.ref(c.ref.role as Component, 'arn'),
        build_timeout: 30,
        artifacts: block({ type: 'S3', location: x.ref(b), packaging: 'ZIP', encryption_disabled: false }),
        cache: block({ type: 'S3', location: expr(`"\${${x.addr(b)}.bucket}/cache"`) }),
        environment: block({ compute_type: 'BUILD_GENERAL1_SMALL', image: 'aws/codebuild/amazonlinux2-x86_64-standard:5.0', type: 'LINUX_CONTAINER', privileged_mode: false, environment_variable: block({ name: 'RESULTS_BUCKET', value: x.ref(b) }) }),
        source: block({ type: 'GITHUB', location: x.variable('source_repository_url', { type: 'string', description: 'HTTPS URL of the GitHub repository to build', default: 'https://github.com/example/repo.git' }), git_clone_depth: 1 }),
        logs_config: block({ cloudwatch_logs: block({ status: 'ENABLED' }) }),
        vpc_config: vpc ? block({ vpc_id: x.ref(vpc), subnets: subnetIds(x, c), security_group_ids: [x.ref(c.ref.securityGroup as Component)] }) : undefined,
      });
    },
  },
  {
    kind: 'aws.codepipeline',
    label: 'delivery',
    title: 'CodePipeline pipeline',
    tfType: 'aws_codepipeline',
    needs: (c, plan) => {
      c.ref.build = plan.ensure('aws.codebuild_project', 'the build stage', { label: 'build' });
      c.ref.bucket = plan.ensure('aws.s3_bucket', 'pipeline artifacts', { label: 'build_artifacts' });
      c.ref.role = plan.add('aws.iam_role', { implicit: 'the pipeline role', label: `${c.id}_pipeline`, config: { service: 'codepipeline.amazonaws.com', statements: [{ Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 'codebuild:StartBuild', 'codebuild:BatchGetBuilds', 'codestar-connections:UseConnection'], Resource: '*' }] } });
    },
    tf: (c, x) => {
      const conn = x.resource('aws_codestarconnections_connection', c.id, { name: dnsName(c, 32), provider_type: 'GitHub' });
      x.primary(c, {
        name: nameOf(c),
        role_arn: x.ref(c.ref.role as Component, 'arn'),
        artifact_store: block({ location: x.ref(c.ref.bucket as Component), type: 'S3' }),
        stage: [
          block({ name: 'Source', action: block({ name: 'Source', category: 'Source', owner: 'AWS', provider: 'CodeStarSourceConnection', version: '1', output_artifacts: ['source'], configuration: { ConnectionArn: expr(`${conn}.arn`), FullRepositoryId: 'example/repo', BranchName: 'main' } }) }),
          block({ name: 'Build', action: block({ name: 'Build', category: 'Build', owner: 'AWS', provider: 'CodeBuild', version: '1', input_artifacts: ['source'], configuration: { ProjectName: x.ref(c.ref.build as Component, 'name') } }) }),
        ],
      });
    },
  },
  {
    kind: 'aws.ses_domain_identity',
    label: 'mail',
    title: 'SES domain identity',
    tfType: 'aws_ses_domain_identity',
    tf: (c, x) => {
      x.primary(c, { domain: c.attrs.domain ?? x.plan.global.domain ?? 'example.com' });
      x.resource('aws_ses_domain_dkim', c.id, { domain: x.ref(c, 'domain') });
    },
  },
];
