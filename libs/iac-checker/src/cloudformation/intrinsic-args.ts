/**
 * The arguments each intrinsic function takes, as CloudFormation reads them: `Fn::Join` a
 * delimiter and a list, `Fn::Select` an index and a list, `Fn::Equals` two values, `Fn::And` /
 * `Fn::Or` two to ten conditions, and so on. A call whose arguments have another shape fails the
 * stack before anything is created.
 */
import { type DocNode } from '../parse/doc/ast';

const isCall = (n: DocNode | undefined, names?: readonly string[]): boolean =>
  n?.kind === 'map' &&
  n.entries.length === 1 &&
  (n.entries[0].key === 'Ref' || n.entries[0].key.startsWith('Fn::')) &&
  (!names || names.includes(n.entries[0].key));
const isText = (n: DocNode | undefined) => n?.kind === 'scalar' && n.value !== null && typeof n.value !== 'boolean';
const isList = (n: DocNode | undefined) => n?.kind === 'seq' || isCall(n);
const isIndex = (n: DocNode | undefined) => (n?.kind === 'scalar' && /^\d+$/.test(String(n.value))) || isCall(n);
/** A value compared by Fn::Equals: CloudFormation reads numbers and booleans as their text. */
const isValue = (n: DocNode | undefined) => n?.kind === 'scalar' && n.value !== null;

/** Functions whose value a condition may compare (no resource attribute, no import). */
const CONDITION_VALUES = [
  'Ref',
  'Fn::FindInMap',
  'Fn::Sub',
  'Fn::Join',
  'Fn::Select',
  'Fn::Split',
  'Fn::Length',
  'Fn::ToJsonString',
];
const CONDITIONS = ['Fn::Equals', 'Fn::And', 'Fn::Or', 'Fn::Not', 'Condition'];
const isCondition = (n: DocNode | undefined) =>
  isCall(n, CONDITIONS) ||
  (n?.kind === 'map' && n.entries.length === 1 && n.entries[0].key === 'Condition' && isText(n.entries[0].value));

const listOf = (n: DocNode, min: number, max: number, each: (item: DocNode, i: number) => boolean) =>
  n.kind === 'seq' && n.items.length >= min && n.items.length <= max && n.items.every(each);

/** What each function takes: a test of its argument, and the shape said when it fails. */
const SHAPES: Record<string, [test: (args: DocNode) => boolean, shape: string]> = {
  'Fn::Join': [
    (a) => listOf(a, 2, 2, (x, i) => (i === 0 ? isText(x) : isList(x))),
    'a list of a delimiter and a list of values',
  ],
  'Fn::Select': [(a) => listOf(a, 2, 2, (x, i) => (i === 0 ? isIndex(x) : isList(x))), 'a list of an index and a list'],
  'Fn::Split': [
    (a) => listOf(a, 2, 2, (x, i) => (i === 0 ? isText(x) : isText(x) || isCall(x))),
    'a list of a delimiter and a string',
  ],
  'Fn::Equals': [
    (a) => listOf(a, 2, 2, (x) => isValue(x) || isCall(x, CONDITION_VALUES)),
    'a list of two values (strings, Ref, Fn::FindInMap, Fn::Sub, Fn::Join, Fn::Select)',
  ],
  'Fn::And': [(a) => listOf(a, 2, 10, isCondition), 'a list of 2 to 10 conditions'],
  'Fn::Or': [(a) => listOf(a, 2, 10, isCondition), 'a list of 2 to 10 conditions'],
  'Fn::Not': [(a) => listOf(a, 1, 1, isCondition), 'a list of one condition'],
  'Fn::If': [(a) => listOf(a, 3, 3, (x, i) => i > 0 || isText(x)), 'a list of a condition name and two values'],
  'Fn::ImportValue': [
    (a) => isText(a) || isCall(a, ['Fn::Sub', 'Fn::Join', 'Fn::Select', 'Fn::Split', 'Fn::FindInMap', 'Ref', 'Fn::If']),
    'the exported name: a string, or Fn::Sub / Fn::Join of one (not another Fn::ImportValue)',
  ],
  // AWS's own samples write `"Fn::GetAZs": null` for the current region, and CloudFormation takes it.
  'Fn::GetAZs': [(a) => a.kind === 'scalar' || isCall(a, ['Ref']), 'a region name (or an empty string)'],
  'Fn::Base64': [(a) => isText(a) || isCall(a), 'a string'],
  'Fn::Cidr': [(a) => listOf(a, 3, 3, (x) => isText(x) || isCall(x)), 'a list of a block, a count and a size'],
  'Fn::FindInMap': [
    (a) => listOf(a, 3, 4, (x, i) => (i < 3 ? isText(x) || isCall(x) : true)),
    'a list of a map, a top-level key and a second-level key',
  ],
  'Fn::GetStackOutput': [
    (a) =>
      a.kind === 'map' &&
      ['StackName', 'OutputName'].every((k) => a.entries.some((e) => e.key === k)) &&
      a.entries.every((e) => ['StackName', 'OutputName', 'Region', 'RoleArn'].includes(e.key)),
    'a map of `StackName` and `OutputName` (and optionally `Region`, `RoleArn`)',
  ],
  'Fn::Sub': [
    (a) => isText(a) || listOf(a, 1, 2, (x, i) => (i === 0 ? isText(x) : x.kind === 'map')),
    'a string, or a list of a string and a map of variables',
  ],
};

/** The shape `fn` takes when `args` is not one, or undefined when it is (or `fn` is not judged here). */
export function argumentProblem(fn: string, args: DocNode): string | undefined {
  const shape = SHAPES[fn];
  // Fn::Transform (a macro) replaces its own node before the function reads it.
  if (!shape || isCall(args, ['Fn::Transform'])) return undefined;
  return shape[0](args) ? undefined : shape[1];
}

/** True when a `Conditions` entry's value is a condition (a condition function, or another condition). */
export const isConditionValue = (n: DocNode): boolean => isCondition(n);
