/**
 * The security rules: every rule (registry.ts, generated from the rule folders by
 * scripts/rules-registry.mjs), and `securityFindings`, which turns the parsed files of an answer
 * into targets (Terraform modules, templates, manifests) and runs the rules over them. Files with
 * syntax errors are left out (a Terraform folder with one is left out whole): what they declare
 * cannot be trusted.
 */
import { type Diagnostic, type FormatId } from '@infragen/contracts';
import { dirOf } from '../terraform/module';
import { runRules } from './engine';
import { type ParsedFile } from './parsed-file';
import { RULES } from './registry';
import { armTarget } from './targets/arm';
import { bicepTarget } from './targets/bicep';
import { cloudFormationTarget } from './targets/cloudformation';
import { kubernetesTarget } from './targets/kubernetes';
import { type Target } from './targets/target';
import { terraformTargets } from './targets/terraform';

export { RULES };

export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.id));

export function securityFindings(files: readonly ParsedFile[], format: FormatId): Diagnostic[] {
  const targets: Target[] = [];
  const hcl = files.flatMap((f) => (f.kind === 'hcl' ? [f.hcl] : []));
  const broken = new Set(hcl.filter((h) => h.syntax.length).map((h) => dirOf(h.path)));
  const sound = hcl.filter((h) => !broken.has(dirOf(h.path)));
  const tfvars = files.flatMap((f) => (f.kind === 'tfvars' && !f.hcl.syntax.length ? [f.hcl] : []));
  if (sound.length) for (const m of terraformTargets(sound, tfvars)) targets.push(m.terraform, m.kubernetes);
  for (const f of files) {
    if (f.kind === 'yaml' && format === 'cloudformation') targets.push(cloudFormationTarget(f.docs[0]?.root, f.path));
    else if (f.kind === 'yaml' && format === 'kubernetes-yaml') targets.push(kubernetesTarget(f.docs, f.path));
    else if (f.kind === 'json' && format === 'cloudformation') targets.push(cloudFormationTarget(f.doc.root, f.path));
    else if (f.kind === 'json' && format === 'arm') targets.push(armTarget(f.doc.root, f.path));
    else if (f.kind === 'bicep' && !f.bicep.syntax.length) targets.push(bicepTarget(f.bicep, f.path));
  }
  return runRules(targets, RULES, format);
}
