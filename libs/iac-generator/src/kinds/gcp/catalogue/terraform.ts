import { requiredFields, schemaSource } from '../../../catalogue';
import { anyDepthNames, type StatedValue } from '../../../catalogue/stated';
import { catalogueBody } from '../../../render/terraform/catalogue';
import { type TerraformWriter, untypedTerraformWriter } from '../../../render/terraform/context';
import { gName, project, region } from '../terraform/common';

export const terraform: TerraformWriter = untypedTerraformWriter('google_catalogue', (c, x) => {
  const type = String(c.config.type);
  const fields = requiredFields('terraform:google', type, anyDepthNames(c.config.stated as StatedValue[] | undefined));
  if (!fields) return;
  const wire = (f: { name: string }) =>
    f.name === 'project' ? project(x) : f.name === 'region' || f.name === 'location' ? region(x) : undefined;
  x.resource(
    type,
    c.id,
    catalogueBody(x, c, type, fields, gName(c), wire, c.config.stated as StatedValue[] | undefined),
    `Minimal block written from ${schemaSource('terraform:google')}: only its required arguments. Review it and add what your setup needs.`,
  );
});
