/** What the API Management kinds share: the ARM API version, and the service a part belongs to. */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';

export const APIM = '2022-08-01';

/** The service an API or a product belongs to. */
export const serviceOf = (c: Component) => c.ref.service as Component;

/** The APIs of a service, in the order asked. */
export const apisOf = (service: Component, plan: Planner) =>
  plan.all('azure.api_management_api').filter((a) => a.ref.service === service);
