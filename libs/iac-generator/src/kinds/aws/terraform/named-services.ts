/** Amazon MQ brokers, service control policies and Transfer Family servers as hashicorp/aws resources. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { dnsName } from '../common';
import {
  MQ_ENGINE_VERSION,
  mqDeploymentMode,
  mqEngine,
  mqInstanceType,
  scpStatements,
  transferProtocols,
} from '../named-services';
import { jsonPolicy } from './common';

/** Where a policy is attached: the organization's root (looked up), or an OU or account the user names. */
function policyTarget(c: Component, x: TfContext) {
  if (c.attrs.policyTarget === 'root') {
    x.data('aws_organizations_organization', 'current', {});
    return expr('data.aws_organizations_organization.current.roots[0].id');
  }
  if (!c.attrs.policyTarget) return undefined;
  return x.variable(`${c.id}_target_id`, {
    type: 'string',
    description: `ID of the ${c.attrs.policyTarget === 'ou' ? 'organizational unit' : 'account'} policy ${givenName(c)} is attached to`,
  });
}

export const NAMED_SERVICE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.mq_broker': {
    resourceType: 'aws_mq_broker',
    write: (c, x) => {
      const engine = mqEngine(c);
      x.resource(
        'random_password',
        `${c.id}_mq`,
        { length: 24, special: true, override_special: '!#%*()-_+[]{}<>?' },
        'The broker admin password: generated at apply time, without the commas, colons and equals signs Amazon MQ refuses.',
      );
      x.primary(c, {
        broker_name: dnsName(c, 50),
        engine_type: engine,
        engine_version: c.attrs.version ?? MQ_ENGINE_VERSION[engine],
        host_instance_type: mqInstanceType(c),
        deployment_mode: mqDeploymentMode(c),
        publicly_accessible: c.attrs.flags.has('public'),
        auto_minor_version_upgrade: true,
        logs: block(engine === 'ActiveMQ' ? { general: true, audit: true } : { general: true }),
        user: block({ username: 'mqadmin', password: expr(`random_password.${c.id}_mq.result`) }),
      });
      x.output(`${c.id}_mq_password`, expr(`random_password.${c.id}_mq.result`), 'Admin password of the broker', true);
    },
  },
  'aws.organizations_policy': {
    resourceType: 'aws_organizations_policy',
    write: (c, x) => {
      const statements = scpStatements(c);
      x.primary(c, {
        name: givenName(c),
        description: `Service control policy ${givenName(c)}`,
        type: 'SERVICE_CONTROL_POLICY',
        content: statements.length
          ? jsonPolicy(statements as never)
          : x.variable(`${c.id}_policy_document`, {
              type: 'string',
              description: `The JSON policy document of service control policy ${givenName(c)}`,
            }),
      });
      const target = policyTarget(c, x);
      if (target) x.resource('aws_organizations_policy_attachment', c.id, { policy_id: x.ref(c), target_id: target });
    },
  },
  'aws.transfer_server': {
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
        tags: { Name: givenName(c) },
      });
    },
  },
};
