/** A Velocity directive with its arguments at the start of a line (`#{set}(` is the braced form). */
const VELOCITY_DIRECTIVE = /^[ \t]*#\{?(?:set|if|elseif|foreach|macro|define|parse|include|evaluate)\}?[ \t]*\(/m;

/**
 * A YAML file that is a template still to be rendered (a Helm chart's template, a Jinja or Go
 * template: `{{ .Values.replicas }}`, `{% if prod %}`) is YAML only after rendering; as written it
 * often is not, and what it will hold cannot be judged. CloudFormation's dynamic references
 * (`{{resolve:ssm:name}}`) are the template's own text, not markers. So are the `@NAME@`
 * placeholders a script replaces with sed or autoconf before applying (`name: @STS_NAME@`), which
 * YAML refuses as written (`@` may not start a plain value). So are Apache Velocity templates (a
 * Maven archetype's src/main/resources/archetype-resources/, which Maven renders into the project
 * it makes): a line that starts with a directive called with its arguments (`#set($name = ...)`,
 * `#if(...)`, `#foreach(...)`, `#macro(...)`) is Velocity's; a YAML comment has a space or text
 * after its `#`, and none of these words with `(` right after it.
 *
 * @example
 *   hasTemplateMarkers('replicas: {{ .Values.replicas }}\n') // true
 *   hasTemplateMarkers("Password: '{{resolve:secretsmanager:db}}'\n") // false
 *   hasTemplateMarkers('  name: @STS_NAME@\n') // true
 *   hasTemplateMarkers('#set($region = "us-east-1")\n') // true
 */
export function hasTemplateMarkers(text: string): boolean {
  return (
    /\{\{(?!\s*resolve:)[^}\n]*\}\}|\{%-?\s*[a-z]|(?:^|[\s:[,{-])@[A-Za-z_][A-Za-z0-9_]*@/m.test(text) ||
    VELOCITY_DIRECTIVE.test(text)
  );
}
