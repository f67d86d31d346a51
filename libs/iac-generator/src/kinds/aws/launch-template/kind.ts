import { type Kind } from '../../kind';
import { instanceNeeds } from '../compute';

export const kind: Kind = {
  kind: 'aws.launch_template',
  label: 'app',
  title: 'launch template',
  needs: instanceNeeds,
};
