import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.Insights/components', '2020-02-02', {
      name: ownName(c, 'appi'),
      location: x.location(),
      kind: 'web',
      properties: {
        Application_Type: 'web',
        WorkspaceResourceId: x.ref(x.symbol(c.ref.workspace as Component)),
        DisableLocalAuth: true,
      },
    }),
};
