import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { statedName } from '../naming';
import { APIM } from '../api-management-api/apim';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.ApiManagement/service', APIM, {
      name: statedName(c, 50, 'label') ?? x.unique(`apim-${azName(c, 30)}`, '-'),
      location: x.location(),
      sku: { name: d.sku, capacity: d.capacity },
      identity: { type: 'SystemAssigned' },
      tags: x.tags(c),
      properties: {
        publisherName:
          d.publisherName ??
          x.param(`${x.symbol(c)}PublisherName`, {
            type: 'string',
            description: 'Publisher (organisation) of the APIs',
          }),
        publisherEmail:
          d.publisherEmail ??
          x.param(`${x.symbol(c)}PublisherEmail`, {
            type: 'string',
            description: 'Email that receives API Management notices',
          }),
      },
    });
  },
};
