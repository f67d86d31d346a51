/** Less common AWS services as CloudFormation: Beanstalk, DAX, RDS Proxy, ML and search, Lightsail, video. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, sgRefs, subnetRefs, tags } from './common';
import { givenName } from '../../../model/names';
import { dnsName } from '../common';

export const safe = (c: Component, max: number, re = /[^A-Za-z0-9-]/g) => givenName(c).replace(re, '-').slice(0, max);

export const LESS_COMMON_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.elastic_beanstalk_application': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::ElasticBeanstalk::Application',
        Properties: { ApplicationName: safe(c, 100), Description: `Application ${givenName(c)}`.slice(0, 200) },
      }),
  },
  'aws.elastic_beanstalk_environment': {
    write: (c, x) => {
      const app = c.ref.app as Component;
      const profile = c.ref.profile as Component | undefined;
      x.add(x.id(c), {
        Type: 'AWS::ElasticBeanstalk::Environment',
        Properties: {
          EnvironmentName: c.name ? dnsName(c, 40) : undefined,
          ApplicationName: x.ref(app),
          SolutionStackName: '64bit Amazon Linux 2023 v6.1.0 running Node.js 20',
          OptionSettings: [
            ...(profile
              ? [
                  {
                    Namespace: 'aws:autoscaling:launchconfiguration',
                    OptionName: 'IamInstanceProfile',
                    Value: x.ref(profile),
                  },
                ]
              : []),
            { Namespace: 'aws:autoscaling:launchconfiguration', OptionName: 'DisableIMDSv1', Value: 'true' },
            { Namespace: 'aws:elasticbeanstalk:managedactions', OptionName: 'ManagedActionsEnabled', Value: 'true' },
            { Namespace: 'aws:elasticbeanstalk:managedactions', OptionName: 'PreferredStartTime', Value: 'Sun:02:00' },
            {
              Namespace: 'aws:elasticbeanstalk:managedactions:platformupdate',
              OptionName: 'UpdateLevel',
              Value: 'minor',
            },
            { Namespace: 'aws:elasticbeanstalk:cloudwatch:logs', OptionName: 'StreamLogs', Value: 'true' },
          ],
          Tags: tags(c),
        },
      });
    },
  },
  'aws.dax_subnet_group': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::DAX::SubnetGroup',
        Properties: { Description: `Private subnets for ${givenName(c)}`, SubnetIds: subnetRefs(c, x) },
      }),
  },
  'aws.db_proxy': {
    write: (c, x) => {
      const secret = c.ref.secret as Component | undefined;
      const target = c.ref.target as Component | undefined;
      const engine = String(target?.config.engine ?? 'postgres');
      x.add(x.id(c), {
        Type: 'AWS::RDS::DBProxy',
        Properties: {
          DBProxyName: safe(c, 60).toLowerCase(),
          EngineFamily: engine.includes('mysql') || engine === 'mariadb' ? 'MYSQL' : 'POSTGRESQL',
          RoleArn: roleArn(c, x),
          RequireTLS: true,
          VpcSubnetIds: subnetRefs(c, x),
          VpcSecurityGroupIds: sgRefs(c, x),
          Auth: secret ? [{ AuthScheme: 'SECRETS', IAMAuth: 'REQUIRED', SecretArn: x.ref(secret) }] : [],
        },
      });
      if (target)
        x.add(x.id(c, 'Target'), {
          Type: 'AWS::RDS::DBProxyTargetGroup',
          Properties: { DBProxyName: x.ref(c), TargetGroupName: 'default', DBInstanceIdentifiers: [x.ref(target)] },
        });
    },
  },
  'aws.sagemaker_domain': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::SageMaker::Domain',
        Properties: {
          DomainName: safe(c, 63),
          AuthMode: 'IAM',
          AppNetworkAccessType: 'VpcOnly',
          VpcId: x.ref(c.ref.vpc as Component),
          SubnetIds: subnetRefs(c, x),
          KmsKeyId: kmsArn(c, x),
          DefaultUserSettings: { ExecutionRole: roleArn(c, x) },
        },
      }),
  },
  'aws.lightsail_instance': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::Lightsail::Instance',
        Properties: {
          InstanceName: safe(c, 255),
          BlueprintId: 'amazon_linux_2023',
          BundleId: 'micro_3_0',
          Tags: tags(c),
        },
      }),
  },
  'aws.dynamodb_contributor_insights': {
    late: true,
    write: (c, x) => {
      const t = c.ref.table as Component | undefined;
      const r = t && x.resources.get(x.id(t));
      if (t && r?.Properties) {
        r.Properties.ContributorInsightsSpecification = { Enabled: true };
        x.note(`${x.id(t)} (AWS::DynamoDB::Table ContributorInsightsSpecification)`);
      }
    },
  },
};
