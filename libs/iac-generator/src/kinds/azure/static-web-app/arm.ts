import { linkedAsApi, siteBackend, staticSiteRegion, staticSiteTier } from '../static-site';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const source = c.attrs.source;
    const tier = staticSiteTier(c, x.plan);
    x.resource(c, 'Microsoft.Web/staticSites', '2022-09-01', {
      name: ownName(c, 'stapp'),
      location: staticSiteRegion(x.plan),
      sku: { name: tier, tier },
      tags: x.tags(c),
      properties: source?.repository
        ? {
            repositoryUrl: source.repository,
            branch: source.branch ?? 'main',
            repositoryToken: x.param('repositoryToken', {
              type: 'securestring',
              description: 'Token that lets Static Web Apps add its build workflow to the repository',
            }),
            buildProperties: {
              appLocation: c.attrs.buildFolders?.app ?? '/',
              outputLocation: c.attrs.buildFolders?.output,
            },
          }
        : {},
    });
    // The app the request says serves the site's API takes its /api calls (Standard plan only).
    const backend = siteBackend(x.plan);
    if (backend && tier === 'Standard')
      x.resource(x.symbol(c, 'backend'), 'Microsoft.Web/staticSites/linkedBackends', '2022-09-01', {
        name: x.under(c, ownName(c, 'stapp'), 'backend'),
        properties: { backendResourceId: x.ref(x.symbol(linkedAsApi(backend))), region: x.location() },
        dependsOn: [x.symbol(c)],
      });
  },
};
