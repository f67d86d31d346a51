import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, app, stack } = decide(c);
    x.resource(c, 'Microsoft.Web/sites/slots', '2022-09-01', {
      name: x.under(app, `app-${app.id}`, name),
      location: x.location(),
      kind: 'app,linux',
      identity: { type: 'SystemAssigned' },
      properties: {
        serverFarmId: x.ref(x.symbol(app.ref.plan as Component)),
        httpsOnly: true,
        siteConfig: { linuxFxVersion: stack.fx, minTlsVersion: '1.2', ftpsState: 'Disabled', http20Enabled: true },
      },
      dependsOn: [x.symbol(app)],
    });
  },
};
