/**
 * A Bicep file as a rule target: every declared resource (child resources nested in their parent
 * too, with their full type), read as its body object. Resources marked `existing` are references
 * to something deployed elsewhere and are not judged.
 */
import { type BicepFile, type BicepStatement } from '../../parse/bicep/ast';
import { type Resource } from '../model';
import { bicepScope, type BicepScope, BicepView, bodyObject } from '../view/bicep';
import { emptyNode } from '../view/node';
import { type Target } from './target';

export function bicepTarget(parsed: BicepFile, file: string): Target {
  const scope = bicepScope(parsed.statements);
  const resources: Resource[] = [];
  collect(parsed.statements, undefined, scope, file, resources);
  return { engine: 'bicep', resources, data: [], backends: [] };
}

function collect(
  list: BicepStatement[],
  parentType: string | undefined,
  scope: BicepScope,
  file: string,
  out: Resource[],
): void {
  for (const s of list) {
    if (s.kind !== 'resource' || !s.typeRef || !s.name) continue;
    const raw = s.typeRef.text.replace(/^'|'$/g, '').split('@')[0];
    const type = parentType && !raw.includes('/') ? `${parentType}/${raw}` : raw;
    const body = bodyObject(s.value);
    if (!s.existing) {
      const view = body ? new BicepView(body, scope) : emptyNode(s.span);
      out.push({
        type,
        name: s.name,
        subject: s.name,
        file,
        span: { start: s.span.start, end: s.typeRef.span.end },
        body: view,
        ref: s.name,
        identity: view.get('name')?.value(),
      });
    }
    if (body) collect(body.resources, type, scope, file, out);
  }
}
