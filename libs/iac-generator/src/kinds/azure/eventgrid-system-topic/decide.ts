import { type Component } from '../../../model/types';
import { azName } from '../common';
import { SOURCES } from './sources';

/**
 * A system topic, once for every format: its source resource and the topic type that source
 * publishes; a resource group's events are published from the global region.
 */
export function decide(c: Component) {
  const source = c.ref.source as Component;
  const type = SOURCES[source.kind];
  return { name: azName(c, 128), source, type, global: source.kind === 'azure.resource_group' };
}
