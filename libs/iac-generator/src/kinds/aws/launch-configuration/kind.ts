import { type Kind } from '../../kind';
import { instanceNeeds } from '../compute';

export const kind: Kind = {
  kind: 'aws.launch_configuration',
  label: 'app',
  title: 'launch configuration',
  needs: instanceNeeds,
};
