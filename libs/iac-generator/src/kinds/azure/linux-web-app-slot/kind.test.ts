/**
 * Web app deployment slots: the phrasings that name one, in every Azure format, read back with the
 * format's parser and checked (zero errors); the slot belongs to the web app asked for (one is added
 * when none is), keeps a given name (else `staging`), runs the app's stack on its plan, and a
 * follow-up that adds a slot and renames the app renames the app, not the new slot.
 */
import { generated, of } from '../../../testing/resources';

const SLOT = {
  'terraform-azurerm': 'azurerm_linux_web_app_slot',
  arm: 'Microsoft.Web/sites/slots',
  bicep: 'Microsoft.Web/sites/slots',
} as const;
const APP = { 'terraform-azurerm': 'azurerm_linux_web_app', arm: 'Microsoft.Web/sites', bicep: 'Microsoft.Web/sites' };
const FORMATS = Object.keys(SLOT) as (keyof typeof SLOT)[];

describe('web app deployment slots', () => {
  it.each(
    FORMATS.flatMap((format) =>
      [
        'a Linux web app called app-shop on an S1 plan running Node 20, with a staging slot',
        'an App Service for a Python 3.12 site plus a deployment slot',
      ].map((prompt) => [format, prompt] as const),
    ),
  )('%s: %s', async (format, prompt) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(of(resources, SLOT[format])).toHaveLength(1);
    expect(of(resources, APP[format])).toHaveLength(1);
  });

  it('keeps a given name and slots into the app asked for, with its stack', async () => {
    const { resources } = await generated(
      'a Linux web app app-shop running Python 3.12 with a deployment slot named canary',
      'terraform-azurerm',
    );
    const [slot] = of(resources, SLOT['terraform-azurerm']);
    expect(slot.body.name).toBe('canary');
    expect(String(slot.body.app_service_id)).toContain('azurerm_linux_web_app.app-shop');
    const stack = (slot.body.site_config as { application_stack: { python_version?: string } }).application_stack;
    expect(stack.python_version).toBe('3.12');
  });

  it('a follow-up that adds a slot and renames the app renames the app', async () => {
    const { resources, errors } = await generated(
      'switch the plan to S1 and add a staging slot; also rename the app to app-billing',
      'terraform-azurerm',
      ['Terraform for a Linux App Service on a B1 plan running Python 3.11'],
    );
    expect(errors).toEqual([]);
    expect(of(resources, APP['terraform-azurerm']).map((r) => r.body.name)).toEqual(['app-billing']);
    expect(of(resources, SLOT['terraform-azurerm']).map((r) => r.body.name)).toEqual(['staging']);
  });

  it('is not read on AWS: a Lex bot slot keeps its meaning', async () => {
    const { resources } = await generated('A Lex bot with an intent and a slot type for pizza size', 'terraform-aws');
    expect(of(resources, SLOT['terraform-azurerm'])).toEqual([]);
  });
});
