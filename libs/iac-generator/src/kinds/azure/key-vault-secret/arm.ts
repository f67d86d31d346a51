import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const kv = c.ref.vault as Component;
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.KeyVault/vaults/secrets',
      apiVersion: '2023-07-01',
      name: x.child(x.nameOf(x.symbol(kv), 'kv'), azName(c, 127)),
      body: {
        properties: {
          value: x.param(`${x.symbol(c)}Value`, {
            type: 'securestring',
            description: `Value of the secret ${azName(c)}`,
          }),
          contentType: 'text/plain',
        },
      },
      dependsOn: [x.symbol(kv)],
    });
  },
};
