import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { pascal } from '../cloudformation/named-services';
import { transferProtocols } from '../named-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const protocols = transferProtocols(c);
    // FTP and FTPS are served only inside a VPC, with users checked by a function of the user's.
    const sftpOnly = protocols.every((p) => p === 'SFTP' || p === 'AS2');
    const p = pascal(c.id);
    x.add(x.id(c), {
      Type: 'AWS::Transfer::Server',
      Properties: {
        Protocols: protocols,
        Domain: 'S3',
        IdentityProviderType: sftpOnly ? 'SERVICE_MANAGED' : 'AWS_LAMBDA',
        IdentityProviderDetails: sftpOnly
          ? undefined
          : {
              Function: x.parameter(`${p}IdentityFunctionArn`, {
                Type: 'String',
                Description: 'ARN of the Lambda function that authenticates the server users',
              }),
            },
        EndpointType: sftpOnly ? 'PUBLIC' : 'VPC',
        EndpointDetails: sftpOnly
          ? undefined
          : {
              VpcId: x.parameter(`${p}VpcId`, {
                Type: 'AWS::EC2::VPC::Id',
                Description: 'VPC the server is reached in',
              }),
              SubnetIds: x.parameter(`${p}SubnetIds`, {
                Type: 'List<AWS::EC2::Subnet::Id>',
                Description: 'Subnets of the server endpoint',
              }),
            },
        Certificate: protocols.includes('FTPS')
          ? x.parameter(`${p}CertificateArn`, {
              Type: 'String',
              Description: 'ARN of the ACM certificate the server presents over FTPS',
            })
          : undefined,
        SecurityPolicyName: 'TransferSecurityPolicy-2024-01',
        LoggingRole: c.ref.loggingRole ? x.att(c.ref.loggingRole as Component, 'Arn') : undefined,
        Tags: tags(c),
      },
    });
  },
};
