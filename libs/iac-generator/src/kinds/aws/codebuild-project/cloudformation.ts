import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, kmsArn, roleArn, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const bucket = c.ref.bucket as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Name: cfnName(c, 150),
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
};
