/**
 * A few of Azure's published types have no `properties`: their settings sit beside `name`
 * (Machine Learning workspace datasets 2020-05-01-preview, Application Insights' favorites and
 * proactive detection configs, access reviews), while the template Azure deploys nests them under
 * `properties` (Azure's quickstart "machine-learning-dataset-create-tabular-from-web-url" writes
 * `properties.DatasetType`). Such a body is read with its `properties` lifted beside the rest, so
 * the type's names are found, and judged, where the template put them.
 */
import { type DocNode } from '../parse/doc/ast';
import { objectShape, type SchemaNode } from '@infragen/iac-schemas';
import { field, isKey } from './keys';

export function liftedProperties(node: DocNode, schema: SchemaNode): DocNode {
  if (node.kind !== 'map') return node;
  const nested = field(node, 'properties');
  if (nested?.kind !== 'map') return node;
  const shape = objectShape(schema);
  if (!shape || shape.open || [...shape.props.keys()].some((k) => isKey(k, 'properties'))) return node;
  return { ...node, entries: [...node.entries.filter((e) => !isKey(e.key, 'properties')), ...nested.entries] };
}
