import { requiredFields, schemaSource } from '../../../catalogue';
import { anyDepthNames, type StatedValue } from '../../../catalogue/stated';
import { givenName } from '../../../model/names';
import { catalogueProperties } from '../../../render/cloudformation/catalogue';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const type = String(c.config.type);
    const fields = requiredFields('cloudformation', type, anyDepthNames(c.config.stated as StatedValue[] | undefined));
    if (!fields) return;
    const id = `${x.id(c).replace(/Catalogue$/, '')}${type.split('::').pop()}`;
    x.add(id, {
      Type: type,
      Metadata: {
        Comment: `Minimal resource written from ${schemaSource('cloudformation')}: only its required properties. Review it and add what your setup needs.`,
      },
      Properties: catalogueProperties(x, id, type, fields, givenName(c), c.config.stated as StatedValue[] | undefined),
    });
  },
};
