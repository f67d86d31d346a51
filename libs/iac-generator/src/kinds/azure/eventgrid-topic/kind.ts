import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.eventgrid_topic',
  label: 'main',
  title: 'Event Grid topic',
  needs: inGroup,
};
