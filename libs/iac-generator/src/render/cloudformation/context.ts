/**
 * What a kind's CloudFormation writer writes into: logical resources, parameters and outputs.
 * Intrinsics are written in their long form (`Ref`, `Fn::GetAtt`) so the template is plain YAML
 * that any YAML parser reads without CloudFormation's custom tags.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type KindWriter } from '../writer';
import { type CfnBodies } from '../../schema-types';

export type CfnValue = unknown;
/**
 * A resource of type `T`. For a type the bundled specification knows, `Properties` takes only its
 * properties (schema-types/cloudformation.ts, generated), so `tsc` refuses a misspelt one.
 */
export interface CfnResource<T extends string = string> {
  Type: T;
  /** Notes for tools, ignored by CloudFormation (checked output reads its waivers here). */
  Metadata?: Record<string, CfnValue>;
  Properties?: NoInfer<CfnBodies[T]>;
  DependsOn?: string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/** Writes one AWS kind as CloudFormation resources. */
export interface CloudFormationWriter extends KindWriter<CfnContext> {
  /** Set when the writer adds a property to another component's resource, so it must run after every other writer. */
  late?: boolean;
}

export class CfnContext {
  readonly resources = new Map<string, CfnResource>();
  readonly parameters = new Map<string, Record<string, CfnValue>>();
  readonly outputs = new Map<string, Record<string, CfnValue>>();
  readonly produced = new Map<Component, string[]>();
  current?: Component;
  /** Resources the request says exist: taken as parameters holding their ARN (or ID), never created. */
  readonly existing = new Set<Component>();

  constructor(readonly plan: Planner) {}

  /** Logical id of a component's main resource: letters and digits only. */
  id(c: Component, suffix = ''): string {
    const base = `${c.id}_${c.kind.split('.')[1]}`
      .replace(/(^|[_-])([a-z0-9])/gi, (_m, _s, ch: string) => ch.toUpperCase())
      .replace(/[^A-Za-z0-9]/g, '');
    return (/^[A-Za-z]/.test(base) ? base : `R${base}`).slice(0, 200) + suffix;
  }
  ref(c: Component | undefined): { Ref: string } {
    return c ? { Ref: this.id(c) } : { Ref: 'AWS::NoValue' };
  }
  att(c: Component, attr: string): { Ref: string } | { 'Fn::GetAtt': [string, string] } {
    // An existing one's attribute is resolved with the others (template.ts referencingExisting).
    return { 'Fn::GetAtt': [this.id(c), attr] };
  }
  add<T extends string>(logicalId: string, resource: CfnResource<T>): string {
    this.resources.set(logicalId, resource);
    if (this.current)
      this.produced.set(this.current, [...(this.produced.get(this.current) ?? []), `${logicalId} (${resource.Type})`]);
    return logicalId;
  }
  /** Records that the current component is served by a property of another resource (bucket features). */
  note(what: string): void {
    if (this.current) this.produced.set(this.current, [...(this.produced.get(this.current) ?? []), what]);
  }
  parameter(name: string, spec: Record<string, CfnValue>): { Ref: string } {
    this.parameters.set(name, spec);
    return { Ref: name };
  }
  output(name: string, value: CfnValue, description: string): void {
    const id = name.replace(/[^A-Za-z0-9]/g, '');
    this.outputs.set(id, { Description: description, Value: value });
  }
}
