import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.connect_instance',
  label: 'contact',
  title: 'Amazon Connect instance',
};
