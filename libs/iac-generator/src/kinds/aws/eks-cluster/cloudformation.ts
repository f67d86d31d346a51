import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, subnetRefs, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::EKS::Cluster',
      Properties: {
        Name: givenName(c),
        Version: d.version,
        RoleArn: roleArn(c, x),
        ResourcesVpcConfig: {
          SubnetIds: subnetRefs(c, x),
          EndpointPrivateAccess: true,
          EndpointPublicAccess: d.publicEndpoint,
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
