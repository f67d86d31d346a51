import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, vault: kv, value, contentType } = decide(c);
    x.resource(c, 'Microsoft.KeyVault/vaults/secrets', '2023-07-01', {
      name: x.under(kv, 'kv', name),
      properties: {
        value: x.param(`${x.symbol(c)}Value`, {
          type: 'securestring',
          description: value.description,
        }),
        contentType,
      },
      dependsOn: [x.symbol(kv)],
    });
  },
};
