import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { transferProtocols } from '../named-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_transfer_server',
  write: (c, x) => {
    const protocols = transferProtocols(c);
    // FTP and FTPS are served only inside a VPC, with users checked by a function of the user's.
    const sftpOnly = protocols.every((p) => p === 'SFTP' || p === 'AS2');
    x.primary(c, {
      protocols,
      domain: 'S3',
      identity_provider_type: sftpOnly ? 'SERVICE_MANAGED' : 'AWS_LAMBDA',
      function: sftpOnly
        ? undefined
        : x.variable(`${c.id}_identity_function_arn`, {
            type: 'string',
            description: `ARN of the Lambda function that authenticates the users of server ${givenName(c)}`,
          }),
      endpoint_type: sftpOnly ? 'PUBLIC' : 'VPC',
      endpoint_details: sftpOnly
        ? undefined
        : block({
            vpc_id: x.variable(`${c.id}_vpc_id`, { type: 'string', description: 'VPC the server is reached in' }),
            subnet_ids: x.variable(`${c.id}_subnet_ids`, {
              type: 'list(string)',
              description: 'Subnets of the server endpoint',
            }),
          }),
      certificate: protocols.includes('FTPS')
        ? x.variable(`${c.id}_certificate_arn`, {
            type: 'string',
            description: `ARN of the ACM certificate server ${givenName(c)} presents over FTPS`,
          })
        : undefined,
      security_policy_name: 'TransferSecurityPolicy-2024-01',
      logging_role: c.ref.loggingRole ? x.ref(c.ref.loggingRole as Component, 'arn') : undefined,
      tags: { Name: givenName(c) },
    });
  },
};
