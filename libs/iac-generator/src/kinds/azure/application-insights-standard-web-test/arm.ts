import { type Component } from '../../../model/types';
import { type ArmWriter, refKey } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    const insights = x.symbol(c.ref.insights as Component);
    x.resource(c, 'Microsoft.Insights/webtests', '2022-06-15', {
      name: d.name,
      location: x.location(),
      kind: 'standard',
      // The tag that links a web test to its Application Insights; the service requires it.
      tags: { ...x.tags(c), [refKey(insights, 'hidden-link:')]: 'Resource' },
      properties: {
        SyntheticMonitorId: d.name,
        Name: d.name,
        Description: d.description,
        Kind: 'standard',
        Enabled: true,
        Frequency: d.frequency,
        Timeout: d.timeout,
        RetryEnabled: true,
        Locations: d.locations.map((Id) => ({ Id })),
        Request: {
          RequestUrl:
            d.url ?? x.param(`${x.symbol(c)}Url`, { type: 'string', description: `Address web test ${d.name} checks` }),
          HttpVerb: 'GET',
          FollowRedirects: true,
          ParseDependentRequests: false,
        },
        ValidationRules: {
          ExpectedHttpStatusCode: d.expectedStatus,
          SSLCheck: d.sslCheck,
          SSLCertRemainingLifetimeCheck: d.sslCheck ? d.certDays : undefined,
        },
      },
      dependsOn: [insights],
    });
  },
};
