import { requiredFields, schemaSource } from '../../../catalogue';
import { anyDepthNames, type StatedValue } from '../../../catalogue/stated';
import { givenName } from '../../../model/names';
import { catalogueBody } from '../../../render/terraform/catalogue';
import { type TerraformWriter, untypedTerraformWriter } from '../../../render/terraform/context';

// Its resource's type is the one the request named, known only at run time.
export const terraform: TerraformWriter = untypedTerraformWriter('aws_catalogue', (c, x) => {
  const type = String(c.config.type);
  const fields = requiredFields('terraform:aws', type, anyDepthNames(c.config.stated as StatedValue[] | undefined));
  if (!fields) return;
  x.resource(
    type,
    c.id,
    catalogueBody(x, c, type, fields, givenName(c), () => undefined, c.config.stated as StatedValue[] | undefined),
    `Minimal block written from ${schemaSource('terraform:aws')}: only its required arguments. Review it and add what your setup needs.`,
  );
});
