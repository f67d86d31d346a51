import { ArmExpr, type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, source, type, global } = decide(c);
    const from = source.kind === 'azure.resource_group' ? undefined : x.symbol(source);
    x.resource(c, 'Microsoft.EventGrid/systemTopics', '2022-06-15', {
      name,
      location: global ? 'global' : x.location(),
      tags: x.tags(c),
      properties: {
        source: from ? x.ref(from) : new ArmExpr('resourceGroup().id', 'resourceGroup().id'),
        topicType: type,
      },
      dependsOn: from ? [from] : [],
    });
  },
};
