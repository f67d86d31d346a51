import { type RuleContext } from '../../model';
import { referencePaths } from '../../view/hcl';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** References that read a secret value: [resource or data type, attribute]. */
const SECRET_ATTRIBUTES: [string, string][] = [
  ['aws_ssm_parameter', 'value'],
  ['aws_secretsmanager_secret_version', 'secret_string'],
  ['aws_secretsmanager_secret_version', 'secret_binary'],
  ['aws_iam_access_key', 'secret'],
  ['random_password', 'result'],
  ['tls_private_key', 'private_key_pem'],
  ['aws_db_instance', 'password'],
];
/** The parts of a request that leave the machine. */
const SENT = ['url', 'request_headers', 'request_body'];

function secretRead(path: string): boolean {
  const [root, ...rest] = path.split('.');
  const [type, , attribute] = root === 'data' ? rest : [root, ...rest];
  return SECRET_ATTRIBUTES.some(([t, a]) => t === type && a === attribute);
}

export const rule = codeRule(spec, {
  terraform: (ctx: RuleContext) => {
    for (const r of ctx.data('http'))
      for (const key of SENT) {
        const node = r.body.get(key);
        const secret = referencePaths(node).find(secretRead);
        if (node && secret) ctx.report(r, node, `\`${key}\` carries \`${secret}\`.`);
      }
  },
});
