/**
 * `${Name}` written in a plain string where Name is a parameter, a resource, a resource's attribute
 * or a pseudo parameter: without `Fn::Sub` CloudFormation passes the text on unchanged, so the
 * value is wrong (an AMI id of "${AMIId}"). Strings under `Fn::Sub` are substituted; a loop's body
 * (`Fn::ForEach`) is expanded first; a state machine's definition substitutes its own
 * `DefinitionSubstitutions`; `${!Literal}` is an escape and IAM's `${aws:username}` a policy variable.
 * In a text of several lines (a document, a model's instructions) `${AWS::Region}` may be the
 * text's own, meant to stay as written (an example the text quotes), so there it is `inText`: said,
 * not refused (CloudFormation deploys it either way). A script (an instance's `UserData`, anything
 * under `Fn::Base64`, a function's inline `ZipFile`) is not such a text: a shell cannot read
 * `${AWS::Region}`, so there it stays an error.
 */
import { type DocMap, type DocNode, get } from '../parse/doc/ast';
import { type Span } from '../parse/position';

const VARIABLE = /\$\{([A-Za-z0-9_:.]+)\}/g;
/** Keys whose text is a script run as written, not a text for people or models. */
const SCRIPTS = new Set(['UserData', 'Fn::Base64', 'ZipFile']);

export interface SubNeeded {
  variable: string;
  span: Span;
  /** The string holds several lines: the `${...}` may be meant as written. */
  inText: boolean;
}

/** Every such string in the template's resources and outputs. */
export function subNeeded(root: DocMap, known: (name: string) => boolean): SubNeeded[] {
  const out: SubNeeded[] = [];
  const visit = (n: DocNode, substitutions: DocNode | undefined, script = false) => {
    if (n.kind === 'seq') return n.items.forEach((x) => visit(x, substitutions, script));
    if (n.kind === 'map') {
      for (const e of n.entries) {
        if (e.key === 'Fn::Sub' || e.key.startsWith('Fn::ForEach::') || e.key === 'TemplateBody') continue;
        visit(e.value, get(n, 'DefinitionSubstitutions') ?? substitutions, script || SCRIPTS.has(e.key));
      }
      return;
    }
    if (typeof n.value !== 'string') return;
    for (const m of n.value.matchAll(VARIABLE)) {
      const name = m[1];
      if (get(substitutions, name)) continue;
      if (known(name)) out.push({ variable: name, span: n.span, inText: !script && n.value.trim().includes('\n') });
    }
  };
  const resources = get(root, 'Resources');
  if (resources?.kind === 'map')
    for (const r of resources.entries) {
      const props = get(r.value, 'Properties');
      if (props && !r.key.startsWith('Fn::ForEach::')) visit(props, undefined);
    }
  const outputs = get(root, 'Outputs');
  if (outputs) visit(outputs, undefined);
  return out;
}
