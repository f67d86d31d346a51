/** A resource the AWS kinds do not model, written minimally from the provider schema (see catalogue/). */
import { type Kind } from '../kind';

export const CATALOGUE_KINDS: Kind[] = [
  { kind: 'aws.catalogue', label: 'main', title: 'resource from the provider schema' },
];
