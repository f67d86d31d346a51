import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { azName } from '../common';
import { apisOf, serviceOf } from '../api-management-api/apim';

/**
 * A product, once for every format: published, subscribers need a key and no approval, and it
 * includes the APIs of its service asked for in the request.
 */
export function decide(c: Component, plan: Planner) {
  const service = serviceOf(c);
  const name = azName(c, 80);
  return { name, display: c.name ?? name, service, apis: apisOf(service, plan) };
}
