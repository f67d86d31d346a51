/**
 * A CloudFormation template's resources as graph items: references from `Ref`, `Fn::GetAtt` and
 * `Fn::Sub` in their properties, and `DependsOn`.
 *
 * @example
 *   cloudFormationItems(doc.root, 'template.yaml')[0].refs // [{ path: ['VpcId'], to: 'Vpc' }, ...]
 */
import { type DocNode, get, text } from '../parse/doc/ast';
import { cloudFormationTarget } from '../rules/targets/cloudformation';
import { type Item, lastLine } from './item';
import { refsByPath } from './walk';

export function cloudFormationItems(root: DocNode | undefined, file: string): Item[] {
  const section = get(root, 'Resources');
  return cloudFormationTarget(root, file).resources.map((r) => {
    const whole = get(section, r.name);
    const depends = get(whole, 'DependsOn');
    const dependsOn = depends?.kind === 'seq' ? depends.items.map(text) : depends ? [text(depends)] : [];
    return {
      id: r.ref,
      type: r.type,
      name: r.name,
      kind: 'resource',
      file,
      line: r.span.start.line,
      endLine: whole ? lastLine(whole.span) : lastLine(r.span),
      body: r.body,
      refs: [
        ...refsByPath(r.body).map(({ path, ref }) => ({ path, to: ref })),
        ...dependsOn.flatMap((d) => (d ? [{ path: ['DependsOn'], to: d }] : [])),
      ],
    };
  });
}
