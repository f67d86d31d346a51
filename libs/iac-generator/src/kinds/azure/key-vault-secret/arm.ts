import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const kv = c.ref.vault as Component;
    x.resource(c, 'Microsoft.KeyVault/vaults/secrets', '2023-07-01', {
      name: x.under(kv, 'kv', azName(c, 127)),
      properties: {
        value: x.param(`${x.symbol(c)}Value`, {
          type: 'securestring',
          description: `Value of the secret ${azName(c)}`,
        }),
        contentType: 'text/plain',
      },
      dependsOn: [x.symbol(kv)],
    });
  },
};
