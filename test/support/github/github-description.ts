import { readFileSync } from 'node:fs';
import { checkSchema, type Schema, type SchemaComponents } from './schema-check';

/**
 * The GitHub REST operations the product calls, as GitHub's published OpenAPI description states
 * them (extracted into github-openapi.json by scripts/extract-github-openapi.mjs). The emulator
 * finds the operation of each request here and checks the request and its own answer against it.
 */
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

interface OperationSpec {
  operationId: string;
  parameters: Parameter[];
  requestBody: { required: boolean; schema: Schema | null } | null;
  /** Status (or "default") to the answer's JSON schema; null when the answer has no JSON body. */
  responses: Record<string, Schema | null>;
}

interface DescriptionFile {
  source: string;
  operations: Record<string, OperationSpec>;
  components: { schemas: SchemaComponents };
}

export interface MatchedOperation {
  key: string;
  operationId: string;
  params: Record<string, string>;
  spec: OperationSpec;
}

function templateRegex(template: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const match = /^\{(\w+)\}$/.exec(segment);
      if (!match) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(match[1]!);
      // A ref ("heads/main") or a file path ("infrastructure/main.tf") spans segments.
      return match[1] === 'ref' || match[1] === 'path' ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), names };
}

function coerce(schema: Schema, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return raw.trim() === '' ? raw : Number(raw);
  if (schema.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

export class GithubDescription {
  readonly source: string;
  private readonly operations: { key: string; method: string; regex: RegExp; names: string[]; spec: OperationSpec }[];
  private readonly components: SchemaComponents;

  constructor(file: string) {
    const description = JSON.parse(readFileSync(file, 'utf8')) as DescriptionFile;
    this.source = description.source;
    this.components = description.components.schemas;
    this.operations = Object.entries(description.operations).map(([key, spec]) => {
      const [method, template] = key.split(' ') as [string, string];
      return { key, method, ...templateRegex(template), spec };
    });
  }

  /** The operation a request is for, with its path parameters; null when the description has none. */
  match(method: string, path: string): MatchedOperation | null {
    for (const op of this.operations) {
      if (op.method !== method) continue;
      const found = op.regex.exec(path);
      if (!found) continue;
      const params = Object.fromEntries(op.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      return { key: op.key, operationId: op.spec.operationId, params, spec: op.spec };
    }
    return null;
  }

  /**
   * Problems of a request against its operation: path and query parameters (types, enums, the
   * required ones, and none the operation does not declare) and the JSON body (checked closed).
   */
  checkRequest(op: MatchedOperation, query: URLSearchParams, body: unknown): string[] {
    const problems: string[] = [];
    const declared = new Map(op.spec.parameters.map((p) => [`${p.in}:${p.name}`, p]));
    for (const parameter of op.spec.parameters) {
      const raw =
        parameter.in === 'path'
          ? op.params[parameter.name]
          : parameter.in === 'query'
            ? query.get(parameter.name)
            : null;
      if (parameter.in === 'header') continue;
      if (raw === null || raw === undefined) {
        if (parameter.required) problems.push(`${parameter.in} parameter ${parameter.name}: required but missing`);
        continue;
      }
      problems.push(...checkSchema(parameter.schema, coerce(parameter.schema, raw), this.components, parameter.name));
    }
    for (const name of new Set(query.keys()))
      if (!declared.has(`query:${name}`))
        problems.push(`query parameter ${name}: not a parameter of ${op.operationId}`);
    const bodySpec = op.spec.requestBody;
    if (!bodySpec) {
      if (body !== undefined) problems.push(`body: ${op.operationId} takes no body`);
    } else if (body === undefined) {
      if (bodySpec.required) problems.push('body: required but missing');
    } else if (bodySpec.schema) {
      problems.push(...checkSchema(bodySpec.schema, body, this.components, 'body', { closed: true }));
    }
    return problems;
  }

  /**
   * Problems of an answer: a documented status must match its schema; an error status the
   * operation does not document (GitHub answers 401, 403, 404, 429 and 5xx anywhere) must have
   * GitHub's basic error shape; an undocumented success status is a problem in itself.
   */
  checkResponse(op: MatchedOperation, status: number, body: unknown): string[] {
    const key = String(status);
    if (key in op.spec.responses) {
      const schema = op.spec.responses[key];
      return schema ? checkSchema(schema, body, this.components, `answer ${status}`) : [];
    }
    if (status >= 400)
      return checkSchema({ $ref: '#/components/schemas/basic-error' }, body, this.components, `answer ${status}`);
    return [`answer ${status}: not a status ${op.operationId} answers with`];
  }
}
