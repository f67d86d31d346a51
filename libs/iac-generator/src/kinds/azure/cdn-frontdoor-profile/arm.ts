import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { CDN, originHost } from '../arm/front-door';
import { azName } from '../common';
import { ORIGIN_KINDS, frontDoorTier, privateOrigin } from '../front-door';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const origin = c.ref.origin as Component | undefined;
    const pls = c.ref.privateLinkService as Component | undefined;
    const name = ownName(c, 'afd');
    const profile = x.resource(c, 'Microsoft.Cdn/profiles', CDN, {
      name,
      location: 'global',
      sku: { name: `${frontDoorTier(c)}_AzureFrontDoor` },
    });
    const endpointName = `${name}/${azName(c, 40)}`;
    const endpoint = x.resource(x.symbol(c, 'endpoint'), 'Microsoft.Cdn/profiles/afdEndpoints', CDN, {
      name: endpointName,
      location: 'global',
      properties: { enabledState: 'Enabled' },
      dependsOn: [profile],
    });
    const group = x.resource(x.symbol(c, 'originGroup'), 'Microsoft.Cdn/profiles/originGroups', CDN, {
      name: `${name}/origins`,
      properties: {
        loadBalancingSettings: { sampleSize: 4, successfulSamplesRequired: 3 },
        healthProbeSettings: {
          probePath: '/',
          probeRequestType: 'HEAD',
          probeProtocol: 'Https',
          probeIntervalInSeconds: 60,
        },
      },
      dependsOn: [profile],
    });
    // A private origin is approved on its side (the service's private endpoint connections) before traffic flows.
    const target = pls ?? origin;
    const sharedPrivateLinkResource =
      privateOrigin(c) && target && origin && c.attrs.flags.has('privateLink')
        ? {
            privateLink: { id: x.ref(x.symbol(target)) },
            groupId: ORIGIN_KINDS[origin.kind],
            privateLinkLocation: x.location(),
            requestMessage: 'Front Door private origin',
          }
        : undefined;
    const o = x.resource(x.symbol(c, 'origin'), 'Microsoft.Cdn/profiles/originGroups/origins', CDN, {
      name: `${name}/origins/origin`,
      properties: {
        hostName: originHost(origin, x),
        httpPort: 80,
        httpsPort: 443,
        priority: 1,
        weight: 1000,
        enabledState: 'Enabled',
        enforceCertificateNameCheck: true,
        sharedPrivateLinkResource,
      },
      dependsOn: [group, ...(target ? [x.symbol(target)] : [])],
    });
    x.resource(x.symbol(c, 'route'), 'Microsoft.Cdn/profiles/afdEndpoints/routes', CDN, {
      name: `${endpointName}/default`,
      properties: {
        originGroup: { id: x.ref(group) },
        supportedProtocols: ['Http', 'Https'],
        patternsToMatch: ['/*'],
        forwardingProtocol: 'HttpsOnly',
        linkToDefaultDomain: 'Enabled',
        httpsRedirect: 'Enabled',
      },
      dependsOn: [endpoint, o],
    });
  },
};
