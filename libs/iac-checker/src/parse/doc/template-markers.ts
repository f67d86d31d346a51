/**
 * A YAML file that is a template still to be rendered (a Helm chart's template, a Jinja or Go
 * template: `{{ .Values.replicas }}`, `{% if prod %}`) is YAML only after rendering; as written it
 * often is not, and what it will hold cannot be judged. CloudFormation's dynamic references
 * (`{{resolve:ssm:name}}`) are the template's own text, not markers. So are the `@NAME@`
 * placeholders a script replaces with sed or autoconf before applying (`name: @STS_NAME@`), which
 * YAML refuses as written (`@` may not start a plain value).
 *
 * @example
 *   hasTemplateMarkers('replicas: {{ .Values.replicas }}\n') // true
 *   hasTemplateMarkers("Password: '{{resolve:secretsmanager:db}}'\n") // false
 *   hasTemplateMarkers('  name: @STS_NAME@\n') // true
 */
export function hasTemplateMarkers(text: string): boolean {
  return /\{\{(?!\s*resolve:)[^}\n]*\}\}|\{%-?\s*[a-z]|(?:^|[\s:[,{-])@[A-Za-z_][A-Za-z0-9_]*@/m.test(text);
}
