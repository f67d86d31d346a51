/**
 * The names a CloudFormation template declares, for its references to be judged against: its
 * resources, parameters, conditions and mappings, and the resources it does not write out but
 * that are made for it: by the SAM transform (ServerlessRestApi, HelloFunctionRole), by an
 * AWS::LanguageExtensions loop (`${Name}Bucket`), or by a registry module (`NetworkVpc`).
 */
import { type DocMap, type DocNode, get, text } from '../parse/doc/ast';

/** The key prefix of an AWS::LanguageExtensions loop (`Fn::ForEach::Name`). */
export const LOOP = 'Fn::ForEach::';
/** The resources the SAM transform adds whose names no serverless resource's id starts. */
const SAM_IMPLICIT = /^(ServerlessRestApi|ServerlessHttpApi|ServerlessDeploymentApplication$|CodeDeployServiceRole$)/;
/** The pseudo parameters every template may refer to. */
export const PSEUDO = new Set([
  'AWS::AccountId',
  'AWS::NotificationARNs',
  'AWS::NoValue',
  'AWS::Partition',
  'AWS::Region',
  'AWS::StackId',
  'AWS::StackName',
  'AWS::URLSuffix',
]);

export class TemplateNames {
  readonly resources: DocMap;
  readonly parameters: Set<string>;
  readonly conditions: Set<string>;
  readonly mappings: Set<string>;
  /** The template goes through the SAM transform. */
  readonly sam: boolean;
  private readonly serverless: string[];
  private readonly modules: string[];
  private readonly loopNames: RegExp[];

  constructor(root: DocMap) {
    const res = get(root, 'Resources');
    this.resources = res?.kind === 'map' ? res : { kind: 'map', entries: [], span: root.span };
    const keys = (n: DocNode | undefined) => new Set(n?.kind === 'map' ? n.entries.map((e) => e.key) : []);
    this.parameters = keys(get(root, 'Parameters'));
    this.conditions = keys(get(root, 'Conditions'));
    this.mappings = keys(get(root, 'Mappings'));
    this.sam = JSON.stringify(textsOf(get(root, 'Transform'))).includes('AWS::Serverless');
    this.serverless = this.resources.entries
      .filter((e) => text(get(e.value, 'Type'))?.startsWith('AWS::Serverless::'))
      .map((e) => e.key);
    this.modules = this.resources.entries
      .filter((e) => text(get(e.value, 'Type'))?.endsWith('::MODULE'))
      .map((e) => e.key);
    this.loopNames = this.resources.entries
      .filter((e) => e.key.startsWith(LOOP) && e.value.kind === 'seq')
      .flatMap((e) => {
        const out = e.value.kind === 'seq' ? e.value.items[2] : undefined;
        return out?.kind === 'map' ? out.entries.map((x) => x.key) : [];
      })
      .map(
        (key) =>
          new RegExp(
            `^${key
              .split(/\$\{[^}]*\}|&\{[^}]*\}/)
              .map(escape)
              .join('.+')}$`,
          ),
      );
  }

  /** A resource made by a transform, a loop or a module rather than written out: its name is declared. */
  made(name: string): boolean {
    if (this.sam && (SAM_IMPLICIT.test(name) || this.serverless.some((s) => name.startsWith(s) && name !== s)))
      return true;
    if (this.modules.some((m) => name.startsWith(m) && name.length > m.length)) return true;
    return this.loopNames.some((r) => r.test(name));
  }
}

/** Every text under a node, map keys included. */
export function textsOf(n: DocNode | undefined): string[] {
  if (!n) return [];
  if (n.kind === 'scalar') return [String(n.value)];
  if (n.kind === 'seq') return n.items.flatMap(textsOf);
  return n.entries.flatMap((e) => [e.key, ...textsOf(e.value)]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
