import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.secret_manager_secret',
  label: 'app_secret',
  title: 'Secret Manager secret',
  needs: (c, plan) => {
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
  },
};
