import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'azure.eventgrid_event_subscription',
  label: 'main',
  title: 'Event Grid subscription',
  needs: (c, plan) => {
    c.ref.topic =
      plan.first('azure.eventgrid_topic') ??
      plan.add('azure.eventgrid_topic', { implicit: 'the topic whose events are delivered', label: 'main' });
  },
};
