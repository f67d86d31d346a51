/**
 * Terraform 0.12 replaced the configuration language (HCL2): code written for 0.11 or earlier
 * (`tags { Name = "x" }` as a map, `"${var.list}"` as a list, untyped variables of `type = "list"`)
 * reads differently, and this checker reads HCL2 only. A folder whose `required_version` allows no
 * release from 0.12 on, itself or through the project's modules that call it (one Terraform runs
 * the whole configuration), is said once as not checked rather than judged line by line.
 *
 * @example
 *   // terraform { required_version = ">= 0.8, <= 0.9.11" }
 *   preHcl2Constraint(vpc, byDir) // ">= 0.8, <= 0.9.11"
 */
import { type HclAttribute, type HclBlock } from '../parse/hcl/ast';
import { calledFolder } from './configuration';
import { type TerraformModule } from './module';
import { upperBoundBelow } from './versions';

const HCL2 = '0.12.0';

/** The `required_version` attribute module `m` states, if any. */
function requiredVersion(m: TerraformModule): { value: string; attribute: HclAttribute } | undefined {
  for (const file of m.files)
    for (const b of file.body.blocks.filter((x) => x.type === 'terraform')) {
      const a = b.body.attributes.find((x) => x.name === 'required_version');
      if (a?.expr.kind === 'literal' && typeof a.expr.value === 'string') return { value: a.expr.value, attribute: a };
    }
  return undefined;
}

/**
 * The `required_version` that pins module `m` to Terraform 0.11 or earlier: its own, or that of a
 * project module calling it, directly or through others; undefined when none does. A caller pinned
 * so writes a local module's source the old way too (`source = "vpc"`, a path without `./`).
 */
export function preHcl2Constraint(
  m: TerraformModule,
  modules: ReadonlyMap<string, TerraformModule>,
): string | undefined {
  const seen = new Set<string>();
  const visit = (module: TerraformModule): string | undefined => {
    if (seen.has(module.dir)) return undefined;
    seen.add(module.dir);
    const own = requiredVersion(module)?.value;
    if (own && upperBoundBelow(own, HCL2)) return own;
    for (const caller of modules.values()) {
      const old = requiredVersion(caller)?.value;
      const oldCaller = !!old && upperBoundBelow(old, HCL2);
      for (const call of caller.modules.values()) {
        const dir =
          calledFolder(caller.dir, call.node) ?? (oldCaller ? bareLocalFolder(caller.dir, call.node) : undefined);
        if (dir === module.dir) {
          const found = visit(caller);
          if (found) return found;
        }
      }
    }
    return undefined;
  };
  return visit(m);
}

/**
 * `source = "vpc"` or `"services/elb"` from `dir`: Terraform 0.11 took a bare path with no scheme
 * as a local folder (a registry address has three parts, `namespace/name/provider`).
 */
function bareLocalFolder(dir: string, block: HclBlock): string | undefined {
  const source = block.body.attributes.find((a) => a.name === 'source')?.expr;
  if (source?.kind !== 'literal' || typeof source.value !== 'string' || !/^[\w-]+(\/[\w-]+)?$/.test(source.value))
    return undefined;
  return dir ? `${dir}/${source.value}` : source.value;
}
