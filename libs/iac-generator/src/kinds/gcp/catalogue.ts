/** A resource the Google Cloud kinds do not model, written minimally from the provider schema (see catalogue/). */
import { type Kind } from '../kind';

export const CATALOGUE_KINDS: Kind[] = [
  { kind: 'gcp.catalogue', label: 'main', title: 'resource from the provider schema' },
];
