import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.firestore_database',
  label: 'main',
  title: 'Firestore database',
};
