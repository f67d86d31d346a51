/**
 * A CloudFormation template kept as `.json` that is not JSON but is YAML: JSON with `#` comment
 * lines above it (aws-quickstart's quickstart-compliance-pci-fsbp-remediation
 * templates/aws-securevpcsetup.json, a nested stack its taskcat tests deploy), or a trailing comma
 * (`{ "Type": "AWS::SNS::Topic", }`, which YAML's flow mappings take). JSON is YAML, CloudFormation
 * takes a template body in either, and cfn-lint (1.51.0, run on both) reads every template as YAML
 * first (cfnlint/decode) and accepts them. So such a file is checked as the YAML it is, with a
 * warning: tools that read it as JSON (jq, `JSON.parse`, the CDK's cfn-include) refuse it. A file
 * that reads neither way is still a JSON syntax error.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { parseJson } from '../parse/doc/parse-json';
import { parseYaml } from '../parse/doc/parse-yaml';

/**
 * True when `content` of a `.json` template fails as JSON and reads as one YAML document holding an
 * object; the warning that says so is then added to `f`.
 */
export function jsonTemplateReadsAsYaml(path: string, content: string, f: Findings): boolean {
  if (!/\.json$/i.test(path)) return false;
  const json = parseJson(content);
  if (!json.syntax.length) return false;
  const docs = parseYaml(content);
  if (docs.length !== 1 || docs[0].syntax.length || docs[0].root?.kind !== 'map') return false;
  const first = json.syntax[0];
  f.warning(
    'cloudformation.json-read-as-yaml',
    DiagnosticMessages.checks.cloudformation.jsonReadAsYaml(first.message),
    first.span,
  );
  return true;
}
