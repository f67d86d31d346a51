/** Amazon MQ brokers, service control policies and Transfer Family servers as CloudFormation resources. */
import { type Component } from '../../../model/types';
import { givenName } from '../../../model/names';
import { type CfnContext, type CfnValue, type CloudFormationWriter } from '../../../render/cloudformation/context';
import { dnsName } from '../common';
import {
  MQ_ENGINE_VERSION,
  mqDeploymentMode,
  mqEngine,
  mqInstanceType,
  scpStatements,
  transferProtocols,
} from '../named-services';
import { generatedPassword, tags } from './common';

const pascal = (id: string) => id.replace(/(^|_)([a-z0-9])/g, (_m, _s, ch: string) => ch.toUpperCase());

/** Where a policy is attached: a root, OU or account id the user supplies (CloudFormation cannot look one up). */
function policyTargets(c: Component, x: CfnContext): CfnValue[] | undefined {
  const target = c.attrs.policyTarget;
  if (!target) return undefined;
  const what = { root: 'organization root (r-...)', ou: 'organizational unit (ou-...)', account: 'account' }[target];
  return [
    x.parameter(`${pascal(c.id)}TargetId`, {
      Type: 'String',
      Description: `ID of the ${what} the policy is attached to`,
    }),
  ];
}

export const NAMED_SERVICE_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.mq_broker': {
    write: (c, x) => {
      const engine = mqEngine(c);
      const { password } = generatedPassword(c, x, 'mqadmin', '"@/\\\',:=');
      x.add(x.id(c), {
        Type: 'AWS::AmazonMQ::Broker',
        Properties: {
          BrokerName: dnsName(c, 50),
          EngineType: engine.toUpperCase(),
          EngineVersion: c.attrs.version ?? MQ_ENGINE_VERSION[engine],
          HostInstanceType: mqInstanceType(c),
          DeploymentMode: mqDeploymentMode(c),
          PubliclyAccessible: c.attrs.flags.has('public'),
          AutoMinorVersionUpgrade: true,
          Logs: engine === 'ActiveMQ' ? { General: true, Audit: true } : { General: true },
          Users: [{ Username: 'mqadmin', Password: password }],
          Tags: tags(c),
        },
      });
    },
  },
  'aws.organizations_policy': {
    write: (c, x) => {
      const statements = scpStatements(c);
      x.add(x.id(c), {
        Type: 'AWS::Organizations::Policy',
        Properties: {
          Name: givenName(c).slice(0, 128),
          Description: `Service control policy ${givenName(c)}`,
          Type: 'SERVICE_CONTROL_POLICY',
          Content: statements.length
            ? { Version: '2012-10-17', Statement: statements }
            : x.parameter(`${pascal(c.id)}PolicyDocument`, {
                Type: 'String',
                Description: `The JSON policy document of service control policy ${givenName(c)}`,
              }),
          TargetIds: policyTargets(c, x),
        },
      });
    },
  },
  'aws.transfer_server': {
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
          Tags: tags(c),
        },
      });
    },
  },
};
