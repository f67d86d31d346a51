import { requiredFields, schemaSource } from '../../../catalogue';
import { anyDepthNames, type StatedValue } from '../../../catalogue/stated';
import { type Component } from '../../../model/types';
import { catalogueBody } from '../../../render/terraform/catalogue';
import { type TerraformWriter, untypedTerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';

export const terraform: TerraformWriter = untypedTerraformWriter('azurerm_catalogue', (c, x) => {
  const type = String(c.config.type);
  const fields = requiredFields('terraform:azurerm', type, anyDepthNames(c.config.stated as StatedValue[] | undefined));
  if (!fields) return;
  const rg = c.ref.group as Component | undefined;
  const wire = (f: { name: string }) =>
    f.name === 'resource_group_name' && rg
      ? x.ref(rg, 'name')
      : f.name === 'location' && rg
        ? x.ref(rg, 'location')
        : undefined;
  x.resource(
    type,
    c.id,
    catalogueBody(x, c, type, fields, azName(c), wire, c.config.stated as StatedValue[] | undefined),
    `Minimal block written from ${schemaSource('terraform:azurerm')}: only its required arguments. Review it and add what your setup needs.`,
  );
});
