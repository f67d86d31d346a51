import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.chime_voice_connector',
  label: 'voice',
  title: 'Chime voice connector',
};
