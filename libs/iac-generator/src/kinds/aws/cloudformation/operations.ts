/** Logs, alarms, dashboards, backups, audit, builds, streams and search as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, sgRefs, subnetRefs, tags } from './common';
import { dnsName } from '../common';
import { givenName } from '../../../model/names';
import { backupSchedule, logRetention } from '../settings';
import { asStated } from '../../../model/stated-case';
import { mqAlarmMetric } from '../named-services';
import { alarmCondition, alarmMetric } from '../alarm-metrics';

export const OPERATIONS_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.cloudwatch_log_group': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::Logs::LogGroup',
        Properties: {
          // The name the request gives ("/ecs/orders"), else the one its service writes to, else one
          // from what it is for ("for the checkout service"), as the Terraform output names it.
          LogGroupName: String(
            (c.attrs.path && asStated(c, c.attrs.path)) ?? c.config.path ?? `/infragen/${givenName(c)}`,
          ).replace(/[^A-Za-z0-9_./#-]/g, '-'),
          RetentionInDays: logRetention(c.attrs.retentionDays),
          KmsKeyId: kmsArn(c, x),
          Tags: tags(c),
        },
      }),
  },
  'aws.cloudwatch_metric_alarm': {
    write: (c, x) => {
      const t = c.ref.target as Component | undefined;
      const asg = t?.kind === 'aws.autoscaling_group';
      const topic = x.plan.first('aws.sns_topic');
      // A metric stated in words, of the service that publishes it ("errors" of a function).
      const stated = alarmMetric(c);
      if (stated) {
        const when = alarmCondition(c);
        const s = stated.target;
        const value =
          s.kind === 'aws.lb'
            ? x.att(s, 'LoadBalancerFullName')
            : s.kind === 'aws.api_gateway_rest_api'
              ? givenName(s)
              : x.ref(s);
        x.add(x.id(c), {
          Type: 'AWS::CloudWatch::Alarm',
          Properties: {
            AlarmDescription: when.description,
            Namespace: stated.namespace,
            MetricName: stated.metric,
            Statistic: stated.statistic,
            Period: when.period,
            EvaluationPeriods: 1,
            Threshold: when.threshold,
            ComparisonOperator: when.comparison,
            TreatMissingData: 'notBreaching',
            Dimensions: [{ Name: stated.dimension, Value: value }],
            AlarmActions: topic ? [x.ref(topic)] : undefined,
          },
        });
        return;
      }
      const broker = !t ? x.plan.first('aws.mq_broker') : undefined;
      if (broker) {
        const m = mqAlarmMetric(broker);
        x.add(x.id(c), {
          Type: 'AWS::CloudWatch::Alarm',
          Properties: {
            AlarmDescription: m.description,
            Namespace: m.namespace,
            MetricName: m.metric,
            Statistic: 'Maximum',
            Period: 300,
            EvaluationPeriods: 2,
            Threshold: 1000,
            ComparisonOperator: 'GreaterThanThreshold',
            Dimensions: [{ Name: 'Broker', Value: dnsName(broker, 50) }],
            AlarmActions: topic ? [x.ref(topic)] : undefined,
          },
        });
        return;
      }
      x.add(x.id(c), {
        Type: 'AWS::CloudWatch::Alarm',
        Properties: {
          AlarmDescription: `High CPU for ${givenName(c)}`,
          Namespace: 'AWS/EC2',
          MetricName: 'CPUUtilization',
          Statistic: 'Average',
          Period: 300,
          EvaluationPeriods: 2,
          Threshold: 80,
          ComparisonOperator: 'GreaterThanThreshold',
          TreatMissingData: 'notBreaching',
          Dimensions: t ? [{ Name: asg ? 'AutoScalingGroupName' : 'InstanceId', Value: x.ref(t) }] : undefined,
          AlarmActions: topic ? [x.ref(topic)] : undefined,
        },
      });
    },
  },
  'aws.cloudwatch_dashboard': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::CloudWatch::Dashboard',
        Properties: {
          DashboardName: givenName(c)
            .replace(/[^A-Za-z0-9_-]/g, '-')
            .slice(0, 255),
          DashboardBody: JSON.stringify({
            widgets: [
              {
                type: 'metric',
                x: 0,
                y: 0,
                width: 12,
                height: 6,
                properties: {
                  metrics: [['AWS/EC2', 'CPUUtilization']],
                  period: 300,
                  stat: 'Average',
                  region: 'us-east-1',
                  title: 'CPU',
                },
              },
            ],
          }),
        },
      }),
  },
  'aws.backup_plan': {
    write: (c, x) => {
      // The name as given when it already names a vault ("nightly-vault"), else the plan's with "-vault".
      const base = givenName(c)
        .replace(/[^A-Za-z0-9_-]/g, '-')
        .slice(0, 40);
      const vault = x.add(x.id(c, 'Vault'), {
        Type: 'AWS::Backup::BackupVault',
        Properties: {
          BackupVaultName: /vault$/i.test(base) ? base : `${base}-vault`,
          EncryptionKeyArn: kmsArn(c, x),
        },
      });
      x.add(x.id(c), {
        Type: 'AWS::Backup::BackupPlan',
        Properties: {
          BackupPlan: {
            BackupPlanName: givenName(c).slice(0, 50),
            BackupPlanRule: [
              {
                RuleName: 'daily',
                TargetBackupVault: { Ref: vault },
                ScheduleExpression: backupSchedule(c.attrs.schedule),
                Lifecycle: { DeleteAfterDays: c.attrs.retentionDays ?? 35 },
              },
            ],
          },
        },
      });
      x.add(x.id(c, 'Selection'), {
        Type: 'AWS::Backup::BackupSelection',
        Properties: {
          BackupPlanId: x.ref(c),
          BackupSelection: {
            SelectionName: 'tagged',
            IamRoleArn: roleArn(c, x),
            ListOfTags: [{ ConditionType: 'STRINGEQUALS', ConditionKey: 'ManagedBy', ConditionValue: 'infragen' }],
          },
        },
      });
    },
  },
  'aws.cloudtrail': {
    write: (c, x) => {
      const bucket = c.ref.bucket as Component | undefined;
      if (bucket) {
        x.add(x.id(c, 'BucketPolicy'), {
          Type: 'AWS::S3::BucketPolicy',
          Properties: {
            Bucket: x.ref(bucket),
            PolicyDocument: {
              Version: '2012-10-17',
              Statement: [
                {
                  Sid: 'AclCheck',
                  Effect: 'Allow',
                  Principal: { Service: 'cloudtrail.amazonaws.com' },
                  Action: 's3:GetBucketAcl',
                  Resource: x.att(bucket, 'Arn'),
                },
                {
                  Sid: 'Write',
                  Effect: 'Allow',
                  Principal: { Service: 'cloudtrail.amazonaws.com' },
                  Action: 's3:PutObject',
                  Resource: { 'Fn::Sub': `\${${x.id(bucket)}.Arn}/AWSLogs/\${AWS::AccountId}/*` },
                  Condition: { StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control' } },
                },
              ],
            },
          },
        });
      }
      x.add(x.id(c), {
        Type: 'AWS::CloudTrail::Trail',
        Properties: {
          IsLogging: true,
          S3BucketName: bucket
            ? x.ref(bucket)
            : x.parameter('TrailBucket', { Type: 'String', Description: 'Bucket receiving the trail' }),
          IsMultiRegionTrail: true,
          IncludeGlobalServiceEvents: true,
          EnableLogFileValidation: true,
          KMSKeyId: kmsArn(c, x),
          Tags: tags(c),
        },
        DependsOn: bucket ? [x.id(c, 'BucketPolicy')] : undefined,
      });
    },
  },
  'aws.codebuild_project': {
    write: (c, x) => {
      const bucket = c.ref.bucket as Component | undefined;
      x.add(x.id(c), {
        Type: 'AWS::CodeBuild::Project',
        Properties: {
          Name: givenName(c)
            .replace(/[^A-Za-z0-9_-]/g, '-')
            .slice(0, 150),
          ServiceRole: roleArn(c, x),
          Source: {
            Type: 'GITHUB',
            Location: x.parameter('SourceRepositoryUrl', {
              Type: 'String',
              Description: 'HTTPS URL of the GitHub repository to build',
              Default: 'https://github.com/example/app.git',
            }),
          },
          Artifacts: bucket
            ? { Type: 'S3', Location: x.ref(bucket), Packaging: 'ZIP', EncryptionDisabled: false }
            : { Type: 'NO_ARTIFACTS' },
          Environment: {
            Type: 'LINUX_CONTAINER',
            ComputeType: 'BUILD_GENERAL1_SMALL',
            Image: 'aws/codebuild/amazonlinux2-x86_64-standard:5.0',
            PrivilegedMode: false,
          },
          EncryptionKey: kmsArn(c, x),
          LogsConfig: { CloudWatchLogs: { Status: 'ENABLED' } },
          Tags: tags(c),
        },
      });
    },
  },
  'aws.sagemaker_notebook_instance': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::SageMaker::NotebookInstance',
        Properties: {
          NotebookInstanceName: c.name ? dnsName(c) : undefined,
          InstanceType: 'ml.t3.medium',
          RoleArn: roleArn(c, x),
          KmsKeyId: kmsArn(c, x),
          DirectInternetAccess: 'Disabled',
          RootAccess: 'Disabled',
          SubnetId: subnetRefs(c, x)[0],
          SecurityGroupIds: sgRefs(c, x),
        },
      }),
  },
};
