import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  // Notices go to a topic the request asked for in the same breath; rotation needs one to announce itself on.
  const asked = plan.all('gcp.pubsub_topic').find((t) => !t.implicit && t.phrase === c.phrase);
  c.ref.topic ??=
    asked ??
    (c.attrs.rotationDays
      ? plan.add('gcp.pubsub_topic', {
          implicit: 'Secret Manager announces each rotation on a topic, and rotation needs one',
          label: `${c.id}_rotation`,
        })
      : undefined);
};
