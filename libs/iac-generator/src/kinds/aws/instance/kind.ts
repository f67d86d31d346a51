import { type Kind } from '../../kind';
import { instanceNeeds } from '../compute';

export const kind: Kind = {
  kind: 'aws.instance',
  label: 'app',
  title: 'EC2 instance',
  needs: instanceNeeds,
};
