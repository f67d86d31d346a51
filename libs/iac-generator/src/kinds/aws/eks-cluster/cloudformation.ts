import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, subnetRefs, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::EKS::Cluster',
      Properties: {
        Name: givenName(c),
        Version: c.attrs.version && /^1\.\d+$/.test(c.attrs.version) ? c.attrs.version : '1.31',
        RoleArn: roleArn(c, x),
        ResourcesVpcConfig: {
          SubnetIds: subnetRefs(c, x),
          EndpointPrivateAccess: true,
          EndpointPublicAccess: c.attrs.flags.has('public'),
        },
        EncryptionConfig: c.ref.kms ? [{ Resources: ['secrets'], Provider: { KeyArn: kmsArn(c, x) } }] : undefined,
        Logging: {
          ClusterLogging: { EnabledTypes: [{ Type: 'api' }, { Type: 'audit' }, { Type: 'authenticator' }] },
        },
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Endpoint`, x.att(c, 'Endpoint'), 'Cluster API endpoint');
  },
};
