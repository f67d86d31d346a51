/** The minimal ARM (and Bicep) resource of a type the Azure kinds do not model. */
import { armApiVersion, requiredFields } from '../../../catalogue';
import { type StatedValue } from '../../../catalogue/stated';
import { catalogueArmBody } from '../../../render/azure/catalogue';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const CATALOGUE_ARM: Record<string, ArmWriter> = {
  'azure.catalogue': {
    write: (c, x) => {
      const type = String(c.config.type);
      const fields = requiredFields('arm', type);
      const apiVersion = armApiVersion(type);
      if (!fields || !apiVersion) return;
      const symbol = x.symbol(c);
      x.add({
        symbol,
        type,
        apiVersion,
        name: azName(c),
        body: catalogueArmBody(x, symbol, type, fields, c.config.stated as StatedValue[] | undefined),
      });
    },
  },
};
