import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.artifact_registry_repository',
  label: 'images',
  title: 'Artifact Registry repository',
};
