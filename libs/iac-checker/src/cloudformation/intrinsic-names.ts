/** The intrinsic functions CloudFormation knows, and whether a node is a call of one. */
import { type DocNode } from '../parse/doc/ast';

export const INTRINSICS = new Set([
  'Ref',
  'Condition',
  'Fn::GetAtt',
  'Fn::Sub',
  'Fn::Join',
  'Fn::Select',
  'Fn::Split',
  'Fn::FindInMap',
  'Fn::Base64',
  'Fn::Cidr',
  'Fn::GetAZs',
  'Fn::ImportValue',
  'Fn::If',
  'Fn::Equals',
  'Fn::And',
  'Fn::Or',
  'Fn::Not',
  'Fn::Transform',
  'Fn::Length',
  'Fn::ToJsonString',
  'Fn::ForEach',
  // Another stack's output, by stack and output name (also across regions).
  'Fn::GetStackOutput',
]);

export const isIntrinsic = (n: DocNode): boolean =>
  n.kind === 'map' && n.entries.length === 1 && (n.entries[0].key === 'Ref' || n.entries[0].key.startsWith('Fn::'));
