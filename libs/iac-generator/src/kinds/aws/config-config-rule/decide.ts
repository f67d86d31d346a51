import { type Component } from '../../../model/types';

/** What the request decides for an AWS Config rule, once for every format. */
export function decide(c: Component) {
  // "tag1Key=Owner" is read as labels (lower case) and by the rule's own reading with its key as written.
  const labels = c.attrs.labels ?? {};
  const own = (c.config.parameters as Record<string, string> | undefined) ?? {};
  const parameters = { ...Object.fromEntries(Object.entries(labels).filter(([k]) => !(k in lower(own)))), ...own };
  return {
    identifier: c.config.identifier as string | undefined,
    parameters: Object.keys(parameters).length ? parameters : undefined,
  };
}

const lower = (o: Record<string, string>) => Object.fromEntries(Object.keys(o).map((k) => [k.toLowerCase(), true]));
