/**
 * Bicep parsed into statements and expressions with spans (no Bicep compiler exists offline, so
 * this is the project's own parser; see parse-bicep.ts for what it accepts).
 */
import { type Span } from '../position';

export type BicepExpr =
  | { kind: 'string'; parts: (string | BicepExpr)[]; span: Span }
  | { kind: 'number'; value: number; span: Span }
  | { kind: 'bool'; value: boolean; span: Span }
  | { kind: 'null'; span: Span }
  | { kind: 'ident'; name: string; span: Span }
  | { kind: 'member'; object: BicepExpr; name: string; span: Span }
  | { kind: 'index'; object: BicepExpr; index: BicepExpr; span: Span }
  | { kind: 'call'; callee: BicepExpr; args: BicepExpr[]; span: Span }
  | { kind: 'object'; props: BicepProperty[]; resources: BicepStatement[]; span: Span }
  | { kind: 'array'; items: BicepExpr[]; span: Span }
  | { kind: 'unary'; operator: string; operand: BicepExpr; span: Span }
  | { kind: 'binary'; operator: string; left: BicepExpr; right: BicepExpr; span: Span }
  | { kind: 'ternary'; condition: BicepExpr; then: BicepExpr; otherwise: BicepExpr; span: Span }
  | { kind: 'for'; names: string[]; iterable: BicepExpr; body: BicepExpr; span: Span }
  | { kind: 'if'; condition: BicepExpr; body: BicepExpr; span: Span }
  | { kind: 'lambda'; params: string[]; body: BicepExpr; span: Span }
  /** A type expression or anything kept as text (function bodies, imports). */
  | { kind: 'raw'; text: string; span: Span };

export interface BicepProperty {
  key: string;
  keySpan: Span;
  value: BicepExpr;
}

export type BicepStatementKind =
  | 'param'
  | 'var'
  | 'resource'
  | 'module'
  | 'output'
  | 'targetScope'
  | 'import'
  | 'type'
  | 'func'
  | 'metadata'
  | 'using'
  | 'extension'
  /** `assert name = condition` (Bicep's experimental assertions, checked at deployment). */
  | 'assert'
  /** `test name 'main.bicep' = { params: {...} }` (the experimental test framework). */
  | 'test'
  /** A parameters file's base: `extends 'shared.bicepparam'`. */
  | 'extends'
  /** A parameters file's extension configuration: `extensionConfig k8s with {...}`. */
  | 'extensionConfig';

export interface BicepStatement {
  kind: BicepStatementKind;
  name?: string;
  nameSpan?: Span;
  /** The quoted type of a resource or module (`'Microsoft.Web/sites@2023-01-01'`, `'./app.bicep'`). */
  typeRef?: { text: string; span: Span };
  /** A parameter's or output's declared type, as written. */
  type?: string;
  existing?: boolean;
  value?: BicepExpr;
  decorators: BicepExpr[];
  span: Span;
}

export interface BicepFile {
  statements: BicepStatement[];
  syntax: { message: string; span: Span }[];
}
