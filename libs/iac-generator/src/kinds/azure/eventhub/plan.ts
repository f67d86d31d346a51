import { type Needs } from '../../../plan/needs';
import { partName } from '../../../model/names';
import { HUB_PART } from '../eventhub-namespace/plan';
import { namespaceFor } from '../platform';

export const needs: Needs = (c, plan) => {
  const ns = namespaceFor(c, plan, 'azure.eventhub_namespace', 'event hubs live in a namespace');
  // A hub planned for another part (a consumer group reads one) is the one named inside its namespace.
  if (c.implicit) c.name ??= partName(ns, HUB_PART);
  // Captured events are written to a blob container: the one asked for, else one added for them.
  if (c.attrs.capture && !c.ref.capture) {
    // A container named inside an account said to exist ("the existing account stx (container raw)") is
    // that account's own, there already: capture writes to it by name, and no container is made.
    const account = plan.first('azure.storage_account');
    const named = account?.attrs.flags.has('existing')
      ? account.attrs.children?.find((ch) => /^(?:blob\s+)?containers?$/i.test(ch.word))?.names[0]
      : undefined;
    if (named && account && !plan.has('azure.storage_container')) {
      c.ref.captureAccount = account;
      c.config.captureContainer = named;
      return;
    }
    const container =
      plan.first('azure.storage_container') ??
      plan.add('azure.storage_container', { implicit: 'captured events are written to it', label: 'capture' });
    // Given its account now, so an account asked for does not add a container of its own as well.
    container.ref.account ??= plan.first('azure.storage_account');
    c.ref.capture = container;
  }
};
