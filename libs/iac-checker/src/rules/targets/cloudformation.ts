/** A CloudFormation template (YAML or JSON) as a rule target: its resources, read through their `Properties`. */
import { type DocNode, entry, get, text } from '../../parse/doc/ast';
import { type Resource } from '../model';
import { cloudFormationSemantics, DocView } from '../view/doc';
import { emptyNode } from '../view/node';
import { type Target } from './target';

export function cloudFormationTarget(root: DocNode | undefined, file: string): Target {
  const semantics = cloudFormationSemantics(root);
  const section = get(root, 'Resources');
  const resources: Resource[] = [];
  for (const e of section?.kind === 'map' ? section.entries : []) {
    const type = text(get(e.value, 'Type'));
    if (!type) continue;
    const props = entry(e.value, 'Properties');
    const body = props ? new DocView(props.value, semantics, props.keySpan) : emptyNode(e.keySpan);
    resources.push({
      type,
      name: e.key,
      subject: e.key,
      file,
      span: e.keySpan,
      body,
      ref: e.key,
      identity: (body.get('BucketName') ?? body.get('Name'))?.value(),
    });
  }
  return { engine: 'cloudformation', resources, data: [], backends: [] };
}
