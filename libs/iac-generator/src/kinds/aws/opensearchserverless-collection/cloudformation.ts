import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const name =
      safe(c, 28)
        .toLowerCase()
        .replace(/^[^a-z]+/, '') || 'collection';
    const enc = x.add(x.id(c, 'Encryption'), {
      Type: 'AWS::OpenSearchServerless::SecurityPolicy',
      Properties: {
        Name: `${name}-enc`.slice(0, 32),
        Type: 'encryption',
        Policy: JSON.stringify({
          Rules: [{ ResourceType: 'collection', Resource: [`collection/${name}`] }],
          AWSOwnedKey: true,
        }),
      },
    });
    x.add(x.id(c), {
      Type: 'AWS::OpenSearchServerless::Collection',
      Properties: { Name: name, Type: 'SEARCH' },
      DependsOn: [enc],
    });
  },
};
