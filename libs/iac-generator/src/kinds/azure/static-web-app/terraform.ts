import { linkedAsApi, siteBackend, staticSiteRegion, staticSiteTier } from '../static-site';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { tags } from '../terraform/common';
import { ownName } from '../naming';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_static_web_app',
  write: (c, x) => {
    const source = c.attrs.source;
    const tier = staticSiteTier(c, x.plan);
    x.primary(c, {
      name: ownName(c, 'stapp'),
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      location: staticSiteRegion(x.plan),
      sku_tier: tier,
      sku_size: tier,
      repository_url: source?.repository,
      repository_branch: source?.repository ? (source.branch ?? 'main') : undefined,
      repository_token: source?.repository
        ? x.variable('repository_token', {
            type: 'string',
            description: 'Token that lets Static Web Apps add its build workflow to the repository',
            sensitive: true,
          })
        : undefined,
      tags: tags(c),
    });
    x.output(`${c.id}_host`, x.ref(c, 'default_host_name'), 'Static Web App host name');
    // The Function App the request says serves the site's API takes its /api calls (Standard plan only).
    const backend = siteBackend(x.plan);
    if (backend?.kind === 'azure.linux_function_app' && tier === 'Standard')
      x.resource('azurerm_static_web_app_function_app_registration', c.id, {
        static_web_app_id: x.ref(c),
        function_app_id: x.ref(linkedAsApi(backend)),
      });
  },
};
