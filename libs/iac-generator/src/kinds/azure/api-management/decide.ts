import { type Component } from '../../../model/types';

const SKUS: [RegExp, string][] = [
  [/^developer/, 'Developer'],
  [/^basic\s*v2/, 'BasicV2'],
  [/^standard\s*v2/, 'StandardV2'],
  [/^basic/, 'Basic'],
  [/^standard/, 'Standard'],
  [/^premium/, 'Premium'],
  [/^consumption/, 'Consumption'],
];

/**
 * An API Management service, once for every format: its SKU (the tier said, Consumption when a
 * consumption plan is said, else Developer) with one unit (none on Consumption), and the publisher
 * said, or nothing for the writers to ask the deployer for.
 */
export function decide(c: Component) {
  const said = c.attrs.flags.has('consumption') ? 'consumption' : (c.attrs.tier?.toLowerCase() ?? 'developer');
  const sku = SKUS.find(([re]) => re.test(said))?.[1] ?? 'Developer';
  return {
    sku,
    capacity: sku === 'Consumption' ? 0 : 1,
    publisherName: c.attrs.publisherName,
    publisherEmail:
      c.attrs.publisherEmail ??
      (c.attrs.subscriptionEndpoint?.protocol === 'email' ? c.attrs.subscriptionEndpoint.address : undefined),
  };
}
