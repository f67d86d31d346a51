/** Logs, alarms, dashboards, backups, audit, builds, streams and search as CloudFormation. */
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, sgRefs, subnetRefs } from './common';
import { dnsName } from '../common';

export const OPERATIONS_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
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
