/** ARM: one azuredeploy.json (deploymentTemplate 2019-04-01 schema) at resource-group scope. */
import { type Planner } from '../../plan/planner';
import { type RenderOutput } from '../types';
import { type WriterTable } from '../writer';
import { existingLookup } from '../../model/existing';
import { existingResourceId, referToExistingArm } from './existing';
import { writePlacedObjects, type WrittenResource } from '../placed-values';
import {
  ArmContext,
  ArmExpr,
  ArmRef,
  armQuote,
  PREFIX_MARK,
  REF_KEY,
  type ArmResource,
  type ArmWriter,
} from './arm-context';

/** Two passes: the second one can name parents that the first pass wrote after their children. */
export function buildArm(plan: Planner, writers: WriterTable<ArmWriter>): ArmContext {
  let x = new ArmContext(plan);
  for (let pass = 0; pass < 2; pass++) {
    x = new ArmContext(plan, x.resources);
    for (const c of plan.components) {
      x.current = c;
      if (!(existingLookup(c) && referToExistingArm(c, x))) writers.get(c.kind)?.write(c, x);
    }
    x.current = undefined;
  }
  // Values stated for attributes no writer set (targets/placed/).
  writePlacedObjects(armWritten(x), plan.placed);
  return x;
}

/** Each deployed resource with its body, under the address `produced` gives it ("Microsoft.Web/sites/shop"). */
export const armWritten = (x: ArmContext): WrittenResource[] =>
  x.resources
    .filter((r) => !r.existing)
    .map((r) => ({
      address: `${r.type}/${typeof r.name === 'string' ? r.name : r.symbol}`,
      type: r.type,
      body: r.body as Record<string, unknown>,
    }));

/** The ARM expression (no brackets) for a resource's id or name. */
function idExpr(r: ArmResource, attr: 'id' | 'name'): string {
  const name = typeof r.name === 'string' ? armQuote(r.name) : r.name.inner;
  if (attr === 'name') return name;
  const segments =
    typeof r.name === 'string' ? r.name.split('/').map(armQuote).join(', ') : (r.name.segments ?? [name]).join(', ');
  return existingResourceId(r, segments);
}

function toArm(v: unknown, x: ArmContext, refs: Set<string>): unknown {
  if (v instanceof ArmExpr) return `[${v.inner}]`;
  if (v instanceof ArmRef) {
    const r = x.resources.find((r) => r.symbol === v.symbol);
    if (!r) return null;
    refs.add(v.symbol);
    return `[${idExpr(r, v.attr)}]`;
  }
  if (typeof v === 'string') return v.startsWith('[') ? `[${v}` : v;
  if (Array.isArray(v)) return v.map((i) => toArm(i, x, refs));
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, i]) => i !== undefined)
        .map(([k, i]) => [k.startsWith(REF_KEY) ? refKeyArm(k, x, refs) : k, toArm(i, x, refs)]),
    );
  }
  return v;
}

/** A ref key's id as ARM writes a key: `[resourceId(...)]`, or `[concat('<prefix>', resourceId(...))]`. */
function refKeyArm(k: string, x: ArmContext, refs: Set<string>): string {
  const [symbol, prefix] = k.slice(REF_KEY.length).split(PREFIX_MARK);
  const id = String(toArm(new ArmRef(symbol), x, refs));
  return prefix ? `[concat(${armQuote(prefix)}, ${id.slice(1, -1)})]` : id;
}

export function renderArm(plan: Planner, writers: WriterTable<ArmWriter>): RenderOutput {
  const x = buildArm(plan, writers);
  // An existing resource is referred to by its resourceId(), never deployed, never waited for.
  const resources = x.resources
    .filter((r) => !r.existing)
    .map((r) => {
      const refs = new Set<string>();
      const body = toArm(r.body, x, refs) as Record<string, unknown>;
      for (const d of r.dependsOn ?? []) refs.add(d);
      refs.delete(r.symbol);
      const dependsOn = [...refs]
        .map((s) => x.resources.find((o) => o.symbol === s))
        .filter((o): o is ArmResource => !!o && !o.existing)
        .map((o) => `[${idExpr(o, 'id')}]`);
      return {
        type: r.type,
        apiVersion: r.apiVersion,
        name: toArm(r.name, x, new Set()),
        ...body,
        dependsOn: dependsOn.length ? dependsOn : undefined,
      };
    });
  const parameters = Object.fromEntries(
    [...x.parameters].map(([k, p]) => [
      k,
      { type: p.type, defaultValue: toArm(p.defaultValue, x, new Set()), metadata: { description: p.description } },
    ]),
  );
  const template = {
    $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
    contentVersion: '1.0.0.0',
    metadata: { generator: 'infragen built-in generator' },
    parameters,
    resources,
    outputs: {},
  };
  return {
    files: [{ path: 'azuredeploy.json', content: JSON.stringify(template, null, 2) + '\n', language: 'json' }],
    produced: x.produced,
    written: armWritten(x),
  };
}
