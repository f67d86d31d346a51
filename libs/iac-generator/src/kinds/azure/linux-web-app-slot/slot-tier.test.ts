/**
 * A deployment slot needs its plan on the Standard tier or higher: asked with a Free, Shared or Basic
 * plan, the plan is written on Standard (S1) and the answer says why (kind.json `conflicts` of the
 * plan and the web app), in every Azure format; the files are checked (zero errors). A tier that has
 * slots is kept, with nothing said.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of, type Resource } from '../../../testing/resources';

/** The plan's SKU name, whatever the format. */
function planSku(format: FormatId, resources: Resource[]): unknown {
  if (format === 'terraform-azurerm') return of(resources, 'azurerm_service_plan')[0]?.body.sku_name;
  return (of(resources, 'Microsoft.Web/serverfarms')[0]?.body.sku as { name?: unknown } | undefined)?.name;
}

const SLOT_TYPE = {
  'terraform-azurerm': 'azurerm_linux_web_app_slot',
  arm: 'Microsoft.Web/sites/slots',
  bicep: 'Microsoft.Web/sites/slots',
};

describe('a deployment slot on a plan whose tier has none', () => {
  it.each([
    ['an azure web app on a B1 app service plan with a staging slot', 'terraform-azurerm'],
    ['App Service on the Basic tier, and add a deployment slot for staging', 'bicep'],
    ['a linux web app, free tier, with a staging slot', 'arm'],
    ['web app with an app service plan (sku B2) plus a deployment slot called preview', 'terraform-azurerm'],
  ] as const)('%s (%s): Standard S1 written, and said why', async (prompt, format) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(of(resources, SLOT_TYPE[format]).length).toBe(1);
    expect(planSku(format, resources)).toBe('S1');
    expect(result.notCovered).toContainEqual(
      expect.stringMatching(/deployment slots need an App Service plan on the Standard tier.*Standard tier \(S1\)/),
    );
  });

  it.each([
    ['an azure web app on a P1v3 plan with a staging slot', 'terraform-azurerm', 'P1v3'],
    ['a web app on the standard tier with a staging slot', 'bicep', 'S1'],
    ['a web app with a staging slot', 'arm', 'P1v3'],
  ] as const)('%s (%s): the tier is kept, nothing said', async (prompt, format, sku) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(planSku(format, resources)).toBe(sku);
    expect(result.notCovered.filter((l) => /deployment slots need/.test(l))).toEqual([]);
  });

  it('a Basic plan without a slot stays Basic', async () => {
    const { resources, result } = await generated('an azure web app on a B1 app service plan', 'terraform-azurerm');
    expect(planSku('terraform-azurerm', resources)).toBe('B1');
    expect(result.notCovered.filter((l) => /deployment slots need/.test(l))).toEqual([]);
  });
});
