import { armApiVersion, requiredFields } from '../../../catalogue';
import { anyDepthNames, type StatedValue } from '../../../catalogue/stated';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { catalogueArmBody } from '../../../render/azure/catalogue';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    const type = String(c.config.type);
    const fields = requiredFields('arm', type, anyDepthNames(c.config.stated as StatedValue[] | undefined));
    const apiVersion = armApiVersion(type);
    if (!fields || !apiVersion) return;
    const symbol = x.symbol(c);
    x.add({
      symbol,
      type,
      apiVersion,
      name: azName(c),
      body: catalogueArmBody(x, symbol, type, fields, c.config.stated as StatedValue[] | undefined, azName(c)),
    });
  },
};
