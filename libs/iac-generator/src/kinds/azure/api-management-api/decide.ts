import { type Component } from '../../../model/types';
import { azName } from '../common';
import { serviceOf } from './apim';

/** An API, once for every format: its name, the path said (else its name), HTTPS only, one revision. */
export function decide(c: Component) {
  const name = azName(c, 80);
  return { name, display: c.name ?? name, path: c.attrs.apiPath ?? name, service: serviceOf(c) };
}
