/**
 * Reads the objects of Kubernetes manifests (YAML, several documents a file; a `kind: List`
 * counts its items). Each object's type is its kind; settings are read from the document root.
 */
import { parseAllDocuments } from 'yaml';
import { type OutputFile, type ReadResult, type Resource } from '../types';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function objectsOf(doc: unknown): Json[] {
  if (!isObject(doc) || typeof doc.kind !== 'string') return [];
  if (doc.kind === 'List' || doc.kind.endsWith('List'))
    return (Array.isArray(doc.items) ? doc.items : []).flatMap(objectsOf);
  return [doc];
}

export function readKubernetes(files: readonly OutputFile[]): ReadResult {
  const resources: Resource[] = [];
  const errors: string[] = [];
  for (const f of files.filter((f) => /\.ya?ml$/.test(f.path))) {
    for (const doc of parseAllDocuments(f.content)) {
      if (doc.errors.length) {
        errors.push(`${f.path}: ${doc.errors[0].message.split('\n')[0]}`);
        continue;
      }
      for (const o of objectsOf(doc.toJS())) {
        const metadata = isObject(o.metadata) ? o.metadata : {};
        resources.push({
          file: f.path,
          name: String(metadata.name ?? ''),
          views: [{ type: String(o.kind), body: o }],
          instances: 1,
        });
      }
    }
  }
  return { resources, parses: errors.length === 0, errors };
}
