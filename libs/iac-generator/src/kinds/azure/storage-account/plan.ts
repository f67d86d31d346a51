import { type Needs } from '../../../plan/needs';
import { inGroup } from '../common';

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
  // No blob container is added unasked: an account needs none to deploy, and whatever stores data in it
  // (an app, a capture, a function's files) names or makes its own.
};
