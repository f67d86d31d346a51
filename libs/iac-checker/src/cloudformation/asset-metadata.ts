/**
 * A resource whose Metadata names a local asset (`aws:asset:path`) and the property it goes into
 * (`aws:asset:property`) leaves that property to the packaging step: the SAM CLI's `sam build` /
 * `sam package` write it from the two keys (samcli/lib/samlib/resource_metadata_normalizer.py, only
 * when both are given), and the Amplify CLI's function templates (`"aws:asset:path": "./src"`,
 * `"aws:asset:property": "Code"`, no `Code`) are written for that step. The template as kept is the
 * step's input, so the property is not missing there; what the step writes cannot be judged here.
 *
 * @example
 *   // Metadata: { aws:asset:path: ./src, aws:asset:property: Code }  ->  { name: 'Code', ... }
 *   // Metadata: { aws:asset:property: Code.ImageUri, aws:asset:path: . }  ->  { name: 'Code', ... }
 */
import { type DocNode, get, text } from '../parse/doc/ast';
import { type Span } from '../parse/position';

/** The top-level property the packaging step fills in, and where the Metadata names it; undefined if none. */
export function assetProperty(resource: DocNode): { name: string; span: Span } | undefined {
  const metadata = get(resource, 'Metadata');
  const property = get(metadata, 'aws:asset:property');
  const name = text(property);
  if (!name || !text(get(metadata, 'aws:asset:path'))) return undefined;
  return { name: name.split('.')[0], span: property!.span };
}
