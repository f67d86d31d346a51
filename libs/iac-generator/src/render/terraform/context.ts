/**
 * What a kind's Terraform writer writes into: resources, data sources, variables and outputs,
 * with unique labels and a record of which component each resource serves (for the explanation).
 */
import { type Component } from '../../model/types';
import { type HclBlock, type HclBody, type HclValue, type Expr, expr } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type KindWriter } from '../writer';
import { type TfBodies, type TfDataBodies, type TfResourceType } from '../../schema-types';

export interface VariableSpec {
  type: string;
  description: string;
  default?: HclValue;
  sensitive?: boolean;
}

/** A writer whose main resource is of type `T`: `x.primary(c, body)` takes the arguments of `T`. */
interface TypedTerraformWriter<T extends TfResourceType> {
  /** The Terraform type of the component's main resource, whose address is `<type>.<component id>`. */
  resourceType: T;
  write: (c: Component, x: TfContext<T>) => void;
  /** For one the request says exists: what it holds towards new ones (render/writer.ts KindWriter). */
  referred?: (c: Component, x: TfContext) => void;
}

/**
 * Writes one kind for a Terraform target. A union over every resource type the bundled schemas
 * know, told apart by `resourceType`: a writer object literal is typed by its own type's
 * arguments, so `tsc` refuses a misspelt one (schema-types/, generated).
 */
export type TerraformWriter = { [T in TfResourceType]: TypedTerraformWriter<T> }[TfResourceType];

/** Any Terraform writer, as a renderer runs it (the type of its main resource no longer matters). */
export interface AnyTerraformWriter extends KindWriter<TfContext> {
  resourceType: string;
}

/**
 * A writer whose main resource type is known only at run time (a shared helper given the type as a
 * string): its main resource's body is not checked against a schema.
 */
export function untypedTerraformWriter(resourceType: string, write: AnyTerraformWriter['write']): TerraformWriter {
  return { resourceType, write } as unknown as TerraformWriter;
}

/** `T` is the type of the current writer's main resource (any string outside a writer). */
export class TfContext<T extends string = string> {
  readonly resources: HclBlock[] = [];
  readonly datas: HclBlock[] = [];
  readonly variables = new Map<string, HclBlock>();
  readonly outputs: HclBlock[] = [];
  readonly extraFiles: { path: string; content: string }[] = [];
  /**
   * What this configuration gives another cloud's part of the same request for one of its inputs
   * (the far end of a VPN: this end's public IP and range), by the input's variable name.
   */
  readonly offers = new Map<string, Expr>();
  /** Component id -> resource addresses it produced. */
  readonly produced = new Map<Component, string[]>();
  readonly providers = new Set<string>();
  private readonly taken = new Set<string>();
  /** Attributes of existing components that are the identifier the request gave (render/terraform/existing.ts). */
  readonly given = new Map<Component, Map<string, Expr>>();
  /** Their data sources, written the first time another attribute of one is referred to. */
  readonly lookups = new Map<Component, () => void>();
  current?: Component;

  constructor(
    readonly plan: Planner,
    private readonly primaryType: (c: Component) => string | undefined,
  ) {
    for (const c of plan.components) {
      const t = primaryType(c);
      if (t) this.taken.add(`${t}.${c.id}`);
    }
  }

  /** Address of a component's main resource, e.g. `aws_vpc.main`. */
  addr(c: Component): string {
    // An existing one's address is its data source: written now, if only its identifier was used so far.
    this.lookups.get(c)?.();
    return `${this.primaryType(c) ?? 'unknown'}.${c.id}`;
  }
  ref(c: Component | undefined, attr = 'id'): Expr {
    const given = c && this.given.get(c)?.get(attr);
    if (given) return given;
    if (c) this.lookups.get(c)?.();
    return c ? expr(`${this.addr(c)}.${attr}`) : expr('null');
  }

  /** Writes the component's main resource under its reserved label. */
  primary(c: Component, body: TfBodies[T], comment?: string): string {
    const type = this.primaryType(c) ?? 'unknown';
    return this.push('resource', type, c.id, body, comment, true);
  }

  /** Writes a supporting resource; the label is made unique if needed. Returns its address. */
  resource<R extends string>(type: R, label: string, body: NoInfer<TfBodies[R]>, comment?: string): string {
    return this.push('resource', type, label, body, comment, false);
  }

  data<R extends string>(type: R, label: string, body: NoInfer<TfDataBodies[R]>): string {
    const address = `data.${type}.${label}`;
    if (!this.datas.some((d) => d.labels[0] === type && d.labels[1] === label))
      this.datas.push({ type: 'data', labels: [type, label], body });
    return address;
  }

  variable(name: string, spec: VariableSpec): Expr {
    if (!this.variables.has(name)) {
      this.variables.set(name, {
        type: 'variable',
        labels: [name],
        body: {
          type: expr(spec.type),
          description: spec.description,
          default: spec.default,
          sensitive: spec.sensitive,
        },
      });
    }
    return expr(`var.${name}`);
  }

  /** Offers `value` to another cloud's part for its variable `input` (render/terraform/far-ends.ts). */
  offer(input: string, value: Expr): void {
    this.offers.set(input, value);
  }

  output(name: string, value: HclValue, description: string, sensitive = false): void {
    let label = name;
    for (let i = 2; this.outputs.some((o) => o.labels[0] === label); i++) label = `${name}_${i}`;
    this.outputs.push({
      type: 'output',
      labels: [label],
      body: { description, value, sensitive: sensitive || undefined },
    });
  }

  private push(
    kind: 'resource',
    type: string,
    label: string,
    body: HclBody,
    comment: string | undefined,
    reserved: boolean,
  ): string {
    let final = label;
    if (!reserved) for (let i = 2; this.taken.has(`${type}.${final}`); i++) final = `${label}_${i}`;
    const address = `${type}.${final}`;
    if (reserved && this.resources.some((r) => `${r.labels[0]}.${r.labels[1]}` === address)) return address;
    this.taken.add(address);
    this.resources.push({ type: kind, labels: [type, final], body, comment });
    if (this.current) this.produced.set(this.current, [...(this.produced.get(this.current) ?? []), address]);
    this.providers.add(type.split('_')[0]);
    return address;
  }
}
