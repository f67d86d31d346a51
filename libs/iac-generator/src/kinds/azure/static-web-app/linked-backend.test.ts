/**
 * A Static Web App whose API an app of the request serves (issue 24, WIR): that app, new or
 * existing, is linked as the site's backend (linkedBackends in ARM/Bicep, a function app
 * registration in Terraform) on the Standard plan that links one; a site with an app beside it that
 * is said to do something else links nothing. Wordings of our own.
 */
import { at, generated, of } from '../../../testing/resources';

describe("a Static Web App's API served by an app of the request", () => {
  it('bicep: an existing Function App is the linked backend', async () => {
    const { resources, errors, result } = await generated(
      'Static Web App stapp-recipes; wire our existing Function App fn-recipes-api in as the backend for its /api calls.',
      'bicep',
    );
    expect(errors).toEqual([]);
    const [site] = of(resources, 'Microsoft.Web/staticSites');
    expect(at(site.body, 'sku.name')).toBe('Standard');
    expect(of(resources, 'Microsoft.Web/staticSites/linkedBackends')).toHaveLength(1);
    // The link refers to the existing app's resource id, never a new app.
    const bicep = result.files.map((f) => f.content).join('\n');
    expect(bicep).toMatch(/resource (\w+) 'Microsoft\.Web\/sites@[^']+' existing[\s\S]*backendResourceId: \1\.id/);
  });

  it('terraform-azurerm: a new Function App serving /api is registered with the site', async () => {
    const { resources, errors, result } = await generated(
      'Azure Static Web App swa-atlas and a Linux Function App func-atlas-api in Node serving its /api routes',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const [reg] = of(resources, 'azurerm_static_web_app_function_app_registration');
    expect(String(reg.body.function_app_id)).toContain('azurerm_linux_function_app.');
    expect(at(of(resources, 'azurerm_static_web_app')[0].body, 'sku_tier')).toBe('Standard');
    expect(result.explanation).not.toMatch(/not covered: '\/api'/);
  });

  it('terraform-azurerm: an app that is not said to serve the API is not linked', async () => {
    const { resources } = await generated(
      'Azure Static Web App swa-atlas, and a Linux Function App func-atlas-jobs in Node that processes queue messages',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_static_web_app_function_app_registration')).toHaveLength(0);
  });
});
