/**
 * A YAML file that is a template still to be rendered (a Helm chart's template, a Jinja or Go
 * template: `{{ .Values.replicas }}`, `{% if prod %}`) is YAML only after rendering; as written it
 * often is not, and what it will hold cannot be judged. CloudFormation's dynamic references
 * (`{{resolve:ssm:name}}`) are the template's own text, not markers.
 *
 * @example
 *   hasTemplateMarkers('replicas: {{ .Values.replicas }}\n') // true
 *   hasTemplateMarkers("Password: '{{resolve:secretsmanager:db}}'\n") // false
 */
export function hasTemplateMarkers(text: string): boolean {
  return /\{\{(?!\s*resolve:)[^}\n]*\}\}|\{%-?\s*[a-z]/.test(text);
}
