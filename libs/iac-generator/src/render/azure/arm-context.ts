/**
 * What an Azure kind writes for ARM and Bicep: resources whose values may hold expressions. One
 * expression carries both spellings (ARM's `[resourceId(...)]` and Bicep's `sym.id`), so the two
 * targets are rendered from the same resources and cannot drift apart.
 */
import { type Component } from '../../model/types';
import { regionOf } from '../../model/regions';
import { type Planner } from '../../plan/planner';
import { type KindWriter } from '../writer';
import { type ArmTypeBodies, type ArmVersions } from '../../schema-types';

/** An ARM template expression (without the brackets) and its Bicep spelling. */
export class ArmExpr {
  constructor(
    readonly inner: string,
    readonly bicep: string,
    /** For child resource names: each name segment as an ARM expression, for resourceId(). */
    readonly segments?: string[],
  ) {}
}
/** The id of another resource of the template, resolved when rendering. */
export class ArmRef {
  constructor(
    readonly symbol: string,
    readonly attr: 'id' | 'name' = 'id',
  ) {}
}

/** An object key that is another resource's id (user-assigned identities are keyed by id). */
export const REF_KEY = '@ref:';
/** Separates a ref key's symbol from the text written before the id (symbols hold no "|"). */
export const PREFIX_MARK = '|';
/** An object key that is the id of `symbol`'s resource, after `prefix` when given ("hidden-link:<id>"). */
export const refKey = (symbol: string, prefix = '') => `${REF_KEY}${symbol}${prefix ? `${PREFIX_MARK}${prefix}` : ''}`;

/**
 * A resource of type `T`. For a type the bundled ARM schemas know, `apiVersion` must be one of its
 * apiVersions and `body` takes only its properties (schema-types/arm.ts, generated), so `tsc`
 * refuses a misspelt property or an apiVersion the type does not have.
 */
export interface ArmResource<T extends string = string> {
  symbol: string;
  type: T;
  apiVersion: NoInfer<ArmVersions[T]>;
  name: string | ArmExpr;
  body: NoInfer<ArmTypeBodies[T]>;
  dependsOn?: string[];
  /** One the request says exists: referred to (Bicep `existing`), never deployed; `group` when it is in another. */
  existing?: { group?: ArmExpr };
}

export interface ArmParameter {
  type: 'string' | 'securestring' | 'int' | 'bool' | 'object';
  description: string;
  defaultValue?: unknown;
}

/** ARM string literals: a literal starting with `[` must be escaped as `[[`. */
export const armQuote = (s: string) => `'${s.replace(/'/g, "''")}'`;
export const bicepQuote = (s: string) =>
  `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$\{/g, '\\${').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;

/** Writes one Azure kind as ARM resources; Bicep is printed from the same resources. */
export type ArmWriter = KindWriter<ArmContext>;

export class ArmContext {
  readonly resources: ArmResource[] = [];
  readonly parameters = new Map<string, ArmParameter>();
  readonly produced = new Map<Component, string[]>();
  current?: Component;

  constructor(
    readonly plan: Planner,
    /** Resources of a first pass, so a child can name a parent that is written after it. */
    private readonly known: ArmResource[] = [],
  ) {}

  /** The name of the resource written under `symbol`, in this pass or the first one. */
  nameOf(symbol: string, fallback: string): string | ArmExpr {
    return (
      (this.resources.find((r) => r.symbol === symbol) ?? this.known.find((r) => r.symbol === symbol))?.name ?? fallback
    );
  }

  /** A Bicep/ARM symbol for a component's resource: letters and digits, starting with a letter. */
  symbol(c: Component, suffix = ''): string {
    const base = `${c.kind.split('.')[1]}_${c.id}${suffix ? `_${suffix}` : ''}`
      .replace(/[^A-Za-z0-9_]+/g, '_')
      .replace(/_([a-zA-Z0-9])/g, (_m, ch: string) => ch.toUpperCase());
    return /^[A-Za-z]/.test(base) ? base.slice(0, 200) : `r${base}`.slice(0, 200);
  }

  add<T extends string>(r: ArmResource<T>): string {
    if (this.resources.some((x) => x.symbol === r.symbol)) return r.symbol;
    this.resources.push(r);
    const name = typeof r.name === 'string' ? r.name : r.symbol;
    if (this.current)
      this.produced.set(this.current, [...(this.produced.get(this.current) ?? []), `${r.type}/${name}`]);
    return r.symbol;
  }

  /**
   * A resource spelt as ARM writes it: type and apiVersion, then one object with its name, its
   * body's properties and what it depends on. `owner` is the component (its own symbol) or a symbol.
   */
  resource<T extends string>(
    owner: Component | string,
    type: T,
    apiVersion: NoInfer<ArmVersions[T]>,
    { name, dependsOn, ...body }: NoInfer<ArmTypeBodies[T]> & { name: string | ArmExpr; dependsOn?: string[] },
  ): string {
    const symbol = typeof owner === 'string' ? owner : this.symbol(owner);
    return this.add<T>({ symbol, type, apiVersion, name, body: body as ArmTypeBodies[T], dependsOn });
  }

  /** The name of a child of `parent`'s resource (`parent/child/...`); `fallback` names a parent not written yet. */
  under(parent: Component, fallback: string, ...children: string[]): string | ArmExpr {
    return this.child(this.nameOf(this.symbol(parent), fallback), ...children);
  }

  /** Records that the current component is served without a resource of its own. */
  note(what: string): void {
    if (this.current) this.produced.set(this.current, [...(this.produced.get(this.current) ?? []), what]);
  }

  param(name: string, spec: ArmParameter): ArmExpr {
    if (!this.parameters.has(name)) this.parameters.set(name, spec);
    return new ArmExpr(`parameters('${name}')`, name);
  }

  location(): ArmExpr {
    const stated = regionOf('azure', this.plan.global.regions);
    return this.param('location', {
      type: 'string',
      description: stated ? 'Azure region' : 'Azure region; defaults to the resource group location',
      defaultValue: stated ?? new ArmExpr('resourceGroup().location', 'resourceGroup().location'),
    });
  }

  /** A name made globally unique per resource group: `prefix` plus a stable hash. */
  unique(prefix: string, sep = ''): ArmExpr {
    return new ArmExpr(
      `concat(${armQuote(prefix + sep)}, uniqueString(resourceGroup().id))`,
      `'${prefix}${sep}\${uniqueString(resourceGroup().id)}'`,
    );
  }

  /** The name of a child resource (`parent/child/...`) whose parent name may be an expression. */
  child(parent: string | ArmExpr, ...children: string[]): string | ArmExpr {
    if (typeof parent === 'string') return [parent, ...children].join('/');
    const tail = children.join('/');
    return new ArmExpr(`concat(${parent.inner}, ${armQuote(`/${tail}`)})`, `${parent.bicep.slice(0, -1)}/${tail}'`, [
      parent.inner,
      ...children.map(armQuote),
    ]);
  }

  ref(symbol: string, attr: 'id' | 'name' = 'id'): ArmRef {
    return new ArmRef(symbol, attr);
  }

  tags(c: Component): Record<string, unknown> {
    return { ManagedBy: 'infragen', Name: c.name ?? c.id };
  }
}
