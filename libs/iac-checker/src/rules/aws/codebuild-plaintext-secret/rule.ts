import { type RuleContext } from '../../model';
import { isPlaceholder, secretName } from '../../../secrets/values';
import { listAt, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Values that say where a secret is kept (an ARN, a parameter path) rather than being one. */
const LOCATOR = /^(arn:|\/)/;

/**
 * A build environment variable whose name says secret, given as PLAINTEXT (the default): its
 * value is stored in the project definition and shown to anyone who can read the project, even
 * when it comes from a variable or parameter rather than a literal.
 */
function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [project, vars, name, type, value] = tf
    ? ['aws_codebuild_project', 'environment.environment_variable', 'name', 'type', 'value']
    : ['AWS::CodeBuild::Project', 'Environment.EnvironmentVariables', 'Name', 'Type', 'Value'];
  for (const r of ctx.resources(project))
    for (const v of listAt(r.body, vars)) {
      const n = v.get(name)?.value();
      const t = v.get(type)?.value();
      if (typeof n !== 'string' || !secretName(n) || t === UNKNOWN) continue;
      if (typeof t === 'string' && t.toUpperCase() !== 'PLAINTEXT') continue;
      const val = v.get(value)?.value();
      if (typeof val === 'string' && (isPlaceholder(val) || LOCATOR.test(val))) continue;
      ctx.report(r, v.get(value) ?? v);
    }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
