import { type Needs } from '../../../plan/needs';
import { namespaceFor } from '../platform';

export const needs: Needs = (c, plan) => {
  namespaceFor(c, plan, 'azure.eventhub_namespace', 'event hubs live in a namespace');
  // Captured events are written to a blob container: the one asked for, else one added for them.
  if (c.attrs.capture && !c.ref.capture) {
    const container =
      plan.first('azure.storage_container') ??
      plan.add('azure.storage_container', { implicit: 'captured events are written to it', label: 'capture' });
    // Given its account now, so an account asked for does not add a container of its own as well.
    container.ref.account ??= plan.first('azure.storage_account');
    c.ref.capture = container;
  }
};
