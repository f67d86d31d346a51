/**
 * CloudFormation dynamic references (`{{resolve:ssm:/app/memory:1}}`, `{{resolve:ssm-secure:...}}`,
 * `{{resolve:secretsmanager:...}}`): CloudFormation replaces them with the stored value during the
 * stack operation, before the resource provider sees the property, so a value holding one is of no
 * type the template can tell (`MemorySize: '{{resolve:ssm:/lambda/memory-size:1}}'` is an integer
 * once resolved). A property value holding one is not type-checked (as cfn-lint does: it swaps the
 * type check for its E1050 structure check); its structure is, since CloudFormation refuses a
 * reference it cannot read. Patterns from the AWS CloudFormation User Guide, "Get values stored in
 * other services using dynamic references".
 *
 * @example
 *   dynamicReferences('{{resolve:ssm:/lambda/memory-size:1}}') // ['ssm:/lambda/memory-size:1']
 *   dynamicReferenceProblem('ssm:/lambda/memory-size:latest') // 'the version `latest` is not a whole number'
 */

/** The body (after `resolve:`) of every dynamic reference in a string. */
export function dynamicReferences(value: unknown): string[] {
  if (typeof value !== 'string' || !value.includes('{{resolve:')) return [];
  return [...value.matchAll(/\{\{resolve:(.*?)\}\}/g)].map((m) => m[1]);
}

/**
 * A parameter name: letters, digits and `_ . - /` (Parameter Store's naming rule). Not an ARN: a
 * parameter shared from another account is read through a template parameter of type
 * `AWS::SSM::Parameter::Value<...>`, dynamic references do not take it (aws/aws-cdk#30646; cfn-lint
 * E1050 refuses it too).
 */
const SSM_NAME = /^[\w.\-/]+$/;

/** Why a dynamic reference's body cannot be read by CloudFormation, or undefined when it can. */
export function dynamicReferenceProblem(body: string): string | undefined {
  const [service, ...rest] = body.split(':');
  if (service === 'ssm' || service === 'ssm-secure') {
    // name[:version]
    const [name, version, ...more] = rest;
    if (!name) return 'it names no parameter';
    if (!SSM_NAME.test(name)) return `${q(name)} is not a parameter name (letters, digits and \`_ . - /\`)`;
    if (version !== undefined && !/^\d+$/.test(version)) return `the version ${q(version)} is not a whole number`;
    if (more.length) return 'it has more parts than `name:version`';
    return undefined;
  }
  if (service === 'secretsmanager') {
    // secret-id[:SecretString[:json-key[:version-stage[:version-id]]]]; the secret-id may be an ARN
    // (arn:partition:secretsmanager:region:account:secret:name), six parts of its own.
    const id = rest[0] === 'arn' ? 7 : 1;
    if (!rest[0]) return 'it names no secret';
    if (rest.length < id) return 'the secret ARN is cut short';
    if (rest.length > id + 4)
      return 'it has more parts than `secret-id:SecretString:json-key:version-stage:version-id`';
    const part = rest[id];
    if (part !== undefined && part !== '' && part !== 'SecretString')
      return `the part after the secret id is ${q(part)}: only \`SecretString\` (or nothing) goes there`;
    return undefined;
  }
  return `${q(service)} is not a dynamic reference service (\`ssm\`, \`ssm-secure\` or \`secretsmanager\`)`;
}

const q = (s: string) => `\`${s}\``;
