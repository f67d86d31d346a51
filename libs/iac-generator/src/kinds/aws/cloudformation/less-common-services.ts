/** Less common AWS services as CloudFormation: Beanstalk, DAX, RDS Proxy, ML and search, Lightsail, video. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, subnetRefs } from './common';
import { givenName } from '../../../model/names';

export const safe = (c: Component, max: number, re = /[^A-Za-z0-9-]/g) => givenName(c).replace(re, '-').slice(0, max);

export const LESS_COMMON_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.dax_subnet_group': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::DAX::SubnetGroup',
        Properties: { Description: `Private subnets for ${givenName(c)}`, SubnetIds: subnetRefs(c, x) },
      }),
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
