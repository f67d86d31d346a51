import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { inGroup } from '../common';

// What a storage account holds besides blob containers.
const OTHER_PARTS = ['azure.storage_queue', 'azure.storage_share'];

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // Containers named or described inside the account ("with a container 'raw'", "a container for exports").
  (c.attrs.children ?? []).forEach((child, i) => {
    if (!/^(?:blob\s+)?containers?$/.test(child.word)) return;
    (child.names.length ? child.names : [undefined]).forEach((name, j) => {
      const ct = plan.add('azure.storage_container', { name, label: name ?? `${c.id}_data`, phrase: c.phrase });
      ct.ref.account = c;
      ct.config.child = [i, j];
    });
  });
  // A container asked for on its own, with no account yet, goes in this one.
  const holds = (s: Component) => s.ref.account === c || (!s.ref.account && !s.implicit);
  // An account asked for what else it holds (a queue, a file share) needs no blob container nobody asked for.
  const holdsOther = OTHER_PARTS.some((kind) => plan.all(kind).some((s) => !s.implicit && holds(s)));
  if (!plan.all('azure.storage_container').some(holds) && !c.implicit && !holdsOther)
    plan.add('azure.storage_container', {
      implicit: 'a private blob container to store data in',
      label: c.id,
    }).ref.account = c;
};
