/**
 * A Terraform configuration is a root module and the modules it calls: `terraform init` picks one
 * version of each provider for all of them, the newest that meets every module's constraint. So a
 * module of the project that states no constraint of its own (`modules/openai/` with no
 * `required_providers`) runs on the version its callers pin (`azurerm ~> 3.1` in the root), and is
 * checked against that version's schema, not the newest one.
 *
 * @example
 *   // root: required_providers { azurerm = { version = "~> 3.1" } }  module "ai" { source = "./modules/openai" }
 *   configurationConstraint(openai, byDir, 'azurerm') // "~> 3.1"
 */
import { type HclBlock } from '../parse/hcl/ast';
import { ownConstraint, type TerraformModule } from './module';

/** The folder a relative module `source` (`./modules/x`, `../shared`) names, from `dir`; else undefined. */
export function calledFolder(dir: string, block: HclBlock): string | undefined {
  const source = block.body.attributes.find((a) => a.name === 'source')?.expr;
  if (source?.kind !== 'literal' || typeof source.value !== 'string') return undefined;
  if (!source.value.startsWith('./') && !source.value.startsWith('../')) return undefined;
  return joinPath(dir, source.value);
}

function joinPath(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const p of rel.split('/')) {
    if (p === '..') parts.pop();
    else if (p && p !== '.') parts.push(p);
  }
  return parts.join('/');
}

/**
 * The constraint on `provider` that module `m` is checked against: its own; when it states none,
 * those of the project's modules that call it, directly or through others, joined as one
 * constraint (`>= 3.0, ~> 3.1`); undefined when none states one. (A module with a constraint of its
 * own may be called from several configurations pinning different versions, each its own run.)
 */
export function configurationConstraint(
  m: TerraformModule,
  modules: ReadonlyMap<string, TerraformModule>,
  provider: string,
): string | undefined {
  const own = ownConstraint(m, provider);
  if (own) return own;
  const constraints: string[] = [];
  const seen = new Set<string>();
  const visit = (module: TerraformModule) => {
    if (seen.has(module.dir)) return;
    seen.add(module.dir);
    const own = ownConstraint(module, provider);
    if (own) constraints.push(own);
    for (const caller of modules.values())
      for (const call of caller.modules.values()) if (calledFolder(caller.dir, call.node) === module.dir) visit(caller);
  };
  visit(m);
  return constraints.length ? constraints.join(', ') : undefined;
}
