/** Containers, Kubernetes, logs and alarms, backup, audit and CI as hashicorp/aws resources. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { dnsName } from '../common';
import { backupSchedule, ec2Type, fargateSize, keepImagesPolicy, logRetention } from '../settings';
import { runtimeImage } from '../../../model/runtimes';
import { givenName } from '../../../model/names';
import { subnetIds, jsonPolicy } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';
import { asStated } from '../../../model/stated-case';
import { mqAlarmMetric } from '../named-services';
import { alarmCondition, alarmMetric } from '../alarm-metrics';

export const PLATFORM_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.ecr_repository': {
    resourceType: 'aws_ecr_repository',
    write: (c, x) => {
      x.primary(c, {
        name: dnsName(c),
        image_tag_mutability: 'IMMUTABLE',
        image_scanning_configuration: block({ scan_on_push: true }),
        encryption_configuration: block({ encryption_type: 'KMS' }),
      });
      if (c.attrs.keepImages)
        x.resource('aws_ecr_lifecycle_policy', c.id, {
          repository: x.ref(c, 'name'),
          policy: keepImagesPolicy(c.attrs.keepImages),
        });
    },
  },
  'aws.ecs_cluster': {
    resourceType: 'aws_ecs_cluster',
    write: (c, x) =>
      void x.primary(c, { name: givenName(c), setting: block({ name: 'containerInsights', value: 'enabled' }) }),
  },
  'aws.ecs_task_definition': {
    resourceType: 'aws_ecs_task_definition',
    write: (c, x) => {
      x.data('aws_region', 'current', {});
      const port = c.attrs.ports[0] ?? 80;
      x.primary(c, {
        family: givenName(c),
        requires_compatibilities: ['FARGATE'],
        network_mode: 'awsvpc',
        cpu: String(fargateSize(c).cpu),
        memory: String(fargateSize(c).memory),
        execution_role_arn: x.ref(c.ref.role as Component, 'arn'),
        container_definitions: expr(
          `jsonencode([{ name = "app", image = ${JSON.stringify(c.attrs.image ?? runtimeImage(c.attrs) ?? 'public.ecr.aws/nginx/nginx:stable')}, essential = true, readonlyRootFilesystem = false, portMappings = [{ containerPort = ${port}, protocol = "tcp" }], logConfiguration = { logDriver = "awslogs", options = { "awslogs-group" = ${x.addr(c.ref.logGroup as Component)}.name, "awslogs-region" = data.aws_region.current.name, "awslogs-stream-prefix" = "app" } } }])`,
        ),
      });
    },
  },
  'aws.ecs_service': {
    resourceType: 'aws_ecs_service',
    write: (c, x) => {
      const tg = x.plan.first('aws.lb_target_group');
      x.primary(c, {
        name: givenName(c),
        cluster: x.ref(c.ref.cluster as Component),
        task_definition: x.ref(c.ref.task as Component, 'arn'),
        desired_count: c.attrs.desired ?? 2,
        launch_type: c.attrs.flags.has('spot') ? undefined : 'FARGATE',
        capacity_provider_strategy: c.attrs.flags.has('spot')
          ? block({ capacity_provider: 'FARGATE_SPOT', weight: 1 })
          : undefined,
        network_configuration: block({
          subnets: subnetIds(x, c),
          security_groups: [x.ref(c.ref.securityGroup as Component)],
          assign_public_ip: false,
        }),
        load_balancer: tg
          ? block({ target_group_arn: x.ref(tg, 'arn'), container_name: 'app', container_port: c.attrs.ports[0] ?? 80 })
          : undefined,
      });
    },
  },
  'aws.eks_cluster': {
    resourceType: 'aws_eks_cluster',
    write: (c, x) => {
      const role = c.ref.role as Component;
      x.primary(c, {
        name: givenName(c),
        role_arn: x.ref(role, 'arn'),
        version: c.attrs.version && /^1\.\d+$/.test(c.attrs.version) ? c.attrs.version : '1.31',
        vpc_config: block({
          subnet_ids: subnetIds(x, c),
          endpoint_private_access: true,
          endpoint_public_access: c.attrs.flags.has('public'),
        }),
        encryption_config: block({
          resources: ['secrets'],
          provider: block({ key_arn: x.ref(c.ref.kms as Component, 'arn') }),
        }),
        enabled_cluster_log_types: ['api', 'audit', 'authenticator'],
        access_config: block({ authentication_mode: 'API' }),
        depends_on: [expr(`aws_iam_role_policy_attachment.${role.id}_AmazonEKSClusterPolicy`)],
      });
      x.output(`${c.id}_endpoint`, x.ref(c, 'endpoint'), 'Kubernetes API endpoint');
      x.output(
        `${c.id}_kubeconfig_certificate_authority_data`,
        expr(`${x.addr(c)}.certificate_authority[0].data`),
        'Cluster CA certificate',
      );
    },
  },
  'aws.eks_node_group': {
    resourceType: 'aws_eks_node_group',
    write: (c, x) => {
      const desired = c.attrs.desired ?? c.attrs.nodes;
      const min = c.attrs.min ?? Math.min(desired ?? 1, 1);
      const max = Math.max(c.attrs.max ?? 3, min, desired ?? 0);
      x.primary(c, {
        cluster_name: x.ref(c.ref.cluster as Component, 'name'),
        node_group_name: givenName(c),
        node_role_arn: x.ref(c.ref.role as Component, 'arn'),
        subnet_ids: subnetIds(x, c),
        instance_types: [ec2Type(c, 't3.medium')],
        capacity_type: c.attrs.flags.has('spot') ? 'SPOT' : 'ON_DEMAND',
        disk_size: c.attrs.storageGb,
        scaling_config: block({ desired_size: desired ?? min, min_size: min, max_size: max }),
        update_config: block({ max_unavailable: 1 }),
      });
    },
  },
  'aws.eks_fargate_profile': {
    resourceType: 'aws_eks_fargate_profile',
    write: (c, x) =>
      void x.primary(c, {
        cluster_name: x.ref(c.ref.cluster as Component, 'name'),
        fargate_profile_name: givenName(c),
        pod_execution_role_arn: x.ref(c.ref.role as Component, 'arn'),
        subnet_ids: subnetIds(x, c),
        selector: block({ namespace: 'kube-system' }),
      }),
  },
  'aws.eks_access_policy_association': {
    resourceType: 'aws_eks_access_policy_association',
    write: (c, x) => {
      x.resource('aws_eks_access_entry', c.id, {
        cluster_name: x.ref(c.ref.cluster as Component, 'name'),
        principal_arn: x.ref(c.ref.user as Component, 'arn'),
      });
      x.primary(c, {
        cluster_name: x.ref(c.ref.cluster as Component, 'name'),
        policy_arn: 'arn:aws:eks::aws:cluster-access-policy/AmazonEKSViewPolicy',
        principal_arn: x.ref(c.ref.user as Component, 'arn'),
        access_scope: block({ type: 'namespace', namespaces: ['example'] }),
        depends_on: [expr(`aws_eks_access_entry.${c.id}`)],
      });
    },
  },
  'aws.cloudwatch_log_group': {
    resourceType: 'aws_cloudwatch_log_group',
    write: (c, x) =>
      void x.primary(c, {
        // The name the request gives ("/ecs/orders"), else the one its service writes to.
        name: String((c.attrs.path && asStated(c, c.attrs.path)) ?? c.config.path ?? `/infragen/${givenName(c)}`),
        retention_in_days: logRetention(c.attrs.retentionDays),
      }),
  },
  'aws.cloudwatch_log_resource_policy': {
    resourceType: 'aws_cloudwatch_log_resource_policy',
    write: (c, x) =>
      void x.primary(c, {
        policy_name: givenName(c),
        policy_document: jsonPolicy([
          {
            Effect: 'Allow',
            Principal: { Service: 'route53.amazonaws.com' },
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Resource: 'arn:aws:logs:*:*:log-group:/aws/route53/*',
          },
        ]),
      }),
  },
  'aws.cloudwatch_metric_alarm': {
    resourceType: 'aws_cloudwatch_metric_alarm',
    write: (c, x) => {
      const asg = (c.ref.target as Component | undefined) ?? x.plan.first('aws.autoscaling_group');
      const inst = x.plan.first('aws.instance');
      const topic = x.plan.first('aws.sns_topic');
      // A metric stated in words, of the service that publishes it ("errors" of a function).
      const stated = alarmMetric(c);
      if (stated) {
        const when = alarmCondition(c);
        const t = stated.target;
        const dimension =
          t.kind === 'aws.lambda_function'
            ? x.ref(t, 'function_name')
            : t.kind === 'aws.lb'
              ? x.ref(t, 'arn_suffix')
              : x.ref(t, 'name');
        x.primary(c, {
          alarm_name: givenName(c),
          comparison_operator: when.comparison,
          evaluation_periods: 1,
          metric_name: stated.metric,
          namespace: stated.namespace,
          period: when.period,
          statistic: stated.statistic,
          threshold: when.threshold,
          treat_missing_data: 'notBreaching',
          alarm_description: when.description,
          dimensions: { [stated.dimension]: dimension },
          alarm_actions: topic ? [x.ref(topic, 'arn')] : undefined,
        });
        return;
      }
      const broker = !asg && !inst ? x.plan.first('aws.mq_broker') : undefined;
      if (broker) {
        const m = mqAlarmMetric(broker);
        x.primary(c, {
          alarm_name: givenName(c),
          comparison_operator: 'GreaterThanThreshold',
          evaluation_periods: 2,
          metric_name: m.metric,
          namespace: m.namespace,
          period: 300,
          statistic: 'Maximum',
          threshold: 1000,
          alarm_description: m.description,
          dimensions: { Broker: x.ref(broker, 'broker_name') },
          alarm_actions: topic ? [x.ref(topic, 'arn')] : undefined,
        });
        return;
      }
      x.primary(c, {
        alarm_name: givenName(c),
        comparison_operator: 'GreaterThanOrEqualToThreshold',
        evaluation_periods: 2,
        metric_name: 'CPUUtilization',
        namespace: 'AWS/EC2',
        period: 120,
        statistic: 'Average',
        threshold: 80,
        alarm_description: 'CPU above 80% for 4 minutes',
        dimensions: asg ? { AutoScalingGroupName: x.ref(asg, 'name') } : inst ? { InstanceId: x.ref(inst) } : undefined,
        alarm_actions: asg
          ? [expr(`aws_autoscaling_policy.${asg.id}_scale_out.arn`)]
          : topic
            ? [x.ref(topic, 'arn')]
            : undefined,
      });
    },
  },
  'aws.cloudwatch_dashboard': {
    resourceType: 'aws_cloudwatch_dashboard',
    write: (c, x) =>
      void x.primary(c, {
        dashboard_name: givenName(c),
        dashboard_body: expr(
          'jsonencode({ widgets = [{ type = "metric", width = 12, height = 6, properties = { metrics = [["AWS/EC2", "CPUUtilization"]], period = 300, stat = "Average", region = "us-east-1", title = "CPU" } }] })',
        ),
      }),
  },
  'aws.backup_plan': {
    resourceType: 'aws_backup_plan',
    write: (c, x) => {
      const vault = x.resource('aws_backup_vault', c.id, {
        name: givenName(c),
        kms_key_arn: x.ref(c.ref.kms as Component, 'arn'),
      });
      x.primary(c, {
        name: givenName(c),
        rule: block({
          rule_name: 'daily',
          target_vault_name: expr(`${vault}.name`),
          schedule: backupSchedule(c.attrs.schedule),
          lifecycle: block({ delete_after: c.attrs.retentionDays ?? 35 }),
        }),
      });
      const targets = ['aws.instance', 'aws.db_instance', 'aws.efs_file_system', 'aws.dynamodb_table', 'aws.ebs_volume']
        .flatMap((k) => x.plan.all(k))
        .map((t) => x.ref(t, 'arn'));
      // With nothing to back up in the request, resources tagged Backup = "true" are selected.
      x.resource('aws_backup_selection', c.id, {
        name: `${givenName(c)}-selection`,
        iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
        plan_id: x.ref(c),
        resources: targets.length ? targets : undefined,
        selection_tag: targets.length ? undefined : block({ type: 'STRINGEQUALS', key: 'Backup', value: 'true' }),
      });
    },
  },
  'aws.cloudtrail': {
    resourceType: 'aws_cloudtrail',
    write: (c, x) => {
      const b = c.ref.bucket as Component;
      x.resource('aws_s3_bucket_policy', `${c.id}_trail`, {
        bucket: x.ref(b),
        policy: jsonPolicy([
          {
            Effect: 'Allow',
            Principal: { Service: 'cloudtrail.amazonaws.com' },
            Action: 's3:GetBucketAcl',
            Resource: x.ref(b, 'arn'),
          },
          {
            Effect: 'Allow',
            Principal: { Service: 'cloudtrail.amazonaws.com' },
            Action: 's3:PutObject',
            Resource: expr(`"\${${x.addr(b)}.arn}/AWSLogs/*"`),
            Condition: { StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control' } },
          },
        ]),
      });
      x.primary(c, {
        name: givenName(c),
        s3_bucket_name: x.ref(b),
        is_multi_region_trail: true,
        enable_log_file_validation: true,
        include_global_service_events: true,
        kms_key_id: x.ref(c.ref.kms as Component, 'arn'),
        depends_on: [expr(`aws_s3_bucket_policy.${c.id}_trail`)],
      });
    },
  },
  'aws.codebuild_project': {
    resourceType: 'aws_codebuild_project',
    write: (c, x) => {
      const b = c.ref.bucket as Component;
      const vpc = c.ref.vpc as Component | undefined;
      x.primary(c, {
        name: givenName(c),
        description: `Build project ${givenName(c)}`,
        service_role: x.ref(c.ref.role as Component, 'arn'),
        build_timeout: 30,
        artifacts: block({ type: 'S3', location: x.ref(b), packaging: 'ZIP', encryption_disabled: false }),
        cache: block({ type: 'S3', location: expr(`"\${${x.addr(b)}.bucket}/cache"`) }),
        environment: block({
          compute_type: 'BUILD_GENERAL1_SMALL',
          image: 'aws/codebuild/amazonlinux2-x86_64-standard:5.0',
          type: 'LINUX_CONTAINER',
          privileged_mode: false,
          environment_variable: block({ name: 'RESULTS_BUCKET', value: x.ref(b) }),
        }),
        source: block({
          type: 'GITHUB',
          location: x.variable('source_repository_url', {
            type: 'string',
            description: 'HTTPS URL of the GitHub repository to build',
            default: 'https://github.com/example/repo.git',
          }),
          git_clone_depth: 1,
        }),
        logs_config: block({ cloudwatch_logs: block({ status: 'ENABLED' }) }),
        vpc_config: vpc
          ? block({
              vpc_id: x.ref(vpc),
              subnets: subnetIds(x, c),
              security_group_ids: [x.ref(c.ref.securityGroup as Component)],
            })
          : undefined,
      });
    },
  },
  'aws.codepipeline': {
    resourceType: 'aws_codepipeline',
    write: (c, x) => {
      const conn = x.resource('aws_codestarconnections_connection', c.id, {
        name: dnsName(c, 32),
        provider_type: 'GitHub',
      });
      x.primary(c, {
        name: givenName(c),
        role_arn: x.ref(c.ref.role as Component, 'arn'),
        artifact_store: block({ location: x.ref(c.ref.bucket as Component), type: 'S3' }),
        stage: [
          block({
            name: 'Source',
            action: block({
              name: 'Source',
              category: 'Source',
              owner: 'AWS',
              provider: 'CodeStarSourceConnection',
              version: '1',
              output_artifacts: ['source'],
              configuration: {
                ConnectionArn: expr(`${conn}.arn`),
                FullRepositoryId: 'example/repo',
                BranchName: 'main',
              },
            }),
          }),
          block({
            name: 'Build',
            action: block({
              name: 'Build',
              category: 'Build',
              owner: 'AWS',
              provider: 'CodeBuild',
              version: '1',
              input_artifacts: ['source'],
              configuration: { ProjectName: x.ref(c.ref.build as Component, 'name') },
            }),
          }),
        ],
      });
    },
  },
  'aws.ses_domain_identity': {
    resourceType: 'aws_ses_domain_identity',
    write: (c, x) => {
      x.primary(c, { domain: c.attrs.domain ?? x.plan.global.domain ?? 'example.com' });
      x.resource('aws_ses_domain_dkim', c.id, { domain: x.ref(c, 'domain') });
    },
  },
};
