/**
 * API Management: the service (publisher name and email, SKU), its APIs, products and the links
 * between them, in every Azure format, and a follow-up adding APIs that keeps the service as it was.
 */
import { at, generated, of } from '../../../testing/resources';

const T = {
  'terraform-azurerm': {
    service: 'azurerm_api_management',
    api: 'azurerm_api_management_api',
    product: 'azurerm_api_management_product',
    link: 'azurerm_api_management_product_api',
  },
  arm: {
    service: 'Microsoft.ApiManagement/service',
    api: 'Microsoft.ApiManagement/service/apis',
    product: 'Microsoft.ApiManagement/service/products',
    link: 'Microsoft.ApiManagement/service/products/apis',
  },
  bicep: {
    service: 'Microsoft.ApiManagement/service',
    api: 'Microsoft.ApiManagement/service/apis',
    product: 'Microsoft.ApiManagement/service/products',
    link: 'Microsoft.ApiManagement/service/products/apis',
  },
} as const;
const FORMATS = Object.keys(T) as (keyof typeof T)[];
const FIRST =
  'An API Management service called apim-fab, publisher Fabrikam Ltd with publisher email api@fabrikam.io, on the Basic tier';

describe('API Management APIs and products', () => {
  it.each(FORMATS)('%s: service, API, product and the link between them', async (format) => {
    const { resources, errors, result } = await generated(
      `${FIRST}, with an API named invoices at path billing/invoices and a product named partners that includes it`,
      format,
    );
    expect(errors).toEqual([]);
    const t = T[format];
    const [service] = of(resources, t.service);
    const tf = format === 'terraform-azurerm';
    expect(at(service.body, tf ? 'publisher_name' : 'properties.publisherName')).toBe('Fabrikam Ltd');
    expect(at(service.body, tf ? 'publisher_email' : 'properties.publisherEmail')).toBe('api@fabrikam.io');
    expect(at(service.body, tf ? 'sku_name' : 'sku.name')).toBe(tf ? 'Basic_1' : 'Basic');
    const [api] = of(resources, t.api);
    expect(at(api.body, tf ? 'path' : 'properties.path')).toBe('billing/invoices');
    expect(of(resources, t.product)).toHaveLength(1);
    expect(of(resources, t.link)).toHaveLength(1);
    expect(result.explanation).not.toMatch(/not covered/);
  });

  it('a follow-up adding an API and a product keeps the publisher and the SKU', async () => {
    const { resources } = await generated(
      'Now add an API called payments and a product called internal to the API Management service',
      'terraform-azurerm',
      [FIRST],
    );
    const [service] = of(resources, 'azurerm_api_management');
    expect([service.body.publisher_name, service.body.publisher_email, service.body.sku_name]).toEqual([
      'Fabrikam Ltd',
      'api@fabrikam.io',
      'Basic_1',
    ]);
    expect(of(resources, 'azurerm_api_management')).toHaveLength(1);
    expect(of(resources, 'azurerm_api_management_api')).toHaveLength(1);
    expect(of(resources, 'azurerm_api_management_product_api')).toHaveLength(1);
  });
});
