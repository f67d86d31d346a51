/** A resource the Azure kinds do not model, written minimally from the provider schema (see catalogue/). */
import { type Kind } from '../kind';
import { inGroup } from './common';

export const CATALOGUE_KINDS: Kind[] = [
  { kind: 'azure.catalogue', label: 'main', title: 'resource from the provider schema', needs: inGroup },
];
