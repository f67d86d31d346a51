/**
 * Resources that depend on each other in a circle (through Ref, Fn::GetAtt, Fn::Sub or DependsOn):
 * CloudFormation cannot order their creation and refuses the template. Each circle is found once
 * (Tarjan's strongly connected components over the resource graph).
 */
import { type DocMap, type DocNode, get, text } from '../parse/doc/ast';

/** The other resources `node` names. */
function named(node: DocNode, resources: Set<string>, out: Set<string>): void {
  if (node.kind === 'seq') return node.items.forEach((n) => named(n, resources, out));
  if (node.kind !== 'map') return;
  for (const e of node.entries) {
    if (e.key === 'Ref') {
      const t = text(e.value);
      if (t !== undefined && resources.has(t)) out.add(t);
    } else if (e.key === 'Fn::GetAtt') {
      const first = e.value.kind === 'seq' ? text(e.value.items[0]) : text(e.value)?.split('.')[0];
      if (first !== undefined && resources.has(first)) out.add(first);
    } else if (e.key === 'Fn::Sub') {
      const template = e.value.kind === 'seq' ? text(e.value.items[0]) : text(e.value);
      // A name the Sub's own variable map gives (`!Sub [..${CodePipeline}.., {CodePipeline: ...}]`)
      // is that variable, not the resource of the same name.
      const own = e.value.kind === 'seq' ? e.value.items[1] : undefined;
      const local = new Set(own?.kind === 'map' ? own.entries.map((v) => v.key) : []);
      for (const m of (template ?? '').matchAll(/\$\{([^}!][^}.]*)[^}]*\}/g))
        if (resources.has(m[1].trim()) && !local.has(m[1].trim())) out.add(m[1].trim());
    }
    named(e.value, resources, out);
  }
}

/**
 * Properties of SAM's serverless resources that the transform turns into resources of their own,
 * so what they name is not a dependency of the resource written: a function's `Events` become
 * permissions, event source mappings and API methods (a function may name the API whose
 * definition names the function), and its `DeploymentPreference` a CodeDeploy deployment group
 * (whose traffic hooks are functions that may name the function's new version); a GraphQL API's
 * functions, resolvers and data sources become
 * AppSync resources beside the API itself; a REST or HTTP API's stage settings go on the Stage the
 * transform makes beside it, and its `Domain` on a domain name and a mapping that depend on it (an
 * access log group named after the API, `${Api}`, is no circle with the API whose stage logs to it).
 */
const SAM_SPLIT: Record<string, string[]> = {
  'AWS::Serverless::Api': [
    'AccessLogSetting',
    'CacheClusterEnabled',
    'CacheClusterSize',
    'CanarySetting',
    'MethodSettings',
    'TracingEnabled',
    'Variables',
    'Domain',
  ],
  'AWS::Serverless::HttpApi': [
    'AccessLogSettings',
    'DefaultRouteSettings',
    'RouteSettings',
    'StageVariables',
    'Domain',
  ],
  'AWS::Serverless::Function': ['Events', 'DeploymentPreference'],
  'AWS::Serverless::StateMachine': ['Events'],
  'AWS::Serverless::GraphQLApi': ['Functions', 'Resolvers', 'DataSources'],
};

/**
 * Properties of SAM's serverless resources of which the transform reads only some keys and drops
 * the rest, so a name under another key is no dependency: an Api's `EndpointConfiguration` becomes
 * the RestApi's from its `Type` and `VPCEndpointIds` alone (a `Name: !Ref` of the Api itself there
 * is dropped, not a circle).
 */
const SAM_READS: Record<string, Record<string, string[]>> = {
  'AWS::Serverless::Api': { EndpointConfiguration: ['Type', 'VPCEndpointIds'] },
};

/** What in a serverless resource's property the transform keeps (all of it unless SAM_READS says). */
function kept(type: string, property: string, value: DocNode): DocNode[] {
  const keys = SAM_READS[type]?.[property];
  if (!keys || value.kind !== 'map') return [value];
  return value.entries.filter((e) => keys.includes(e.key)).map((e) => e.value);
}

/** Each circle of resources (two or more, or one naming itself), in template order. */
export function circles(resourcesNode: DocMap): string[][] {
  const names = resourcesNode.entries.map((e) => e.key).filter((k) => !k.startsWith('Fn::ForEach::'));
  const set = new Set(names);
  const edges = new Map<string, Set<string>>();
  for (const e of resourcesNode.entries) {
    if (!set.has(e.key)) continue;
    const out = new Set<string>();
    const type = text(get(e.value, 'Type')) ?? '';
    const split = SAM_SPLIT[type] ?? [];
    for (const key of ['Properties', 'Metadata', 'Condition', 'CreationPolicy', 'UpdatePolicy']) {
      const n = get(e.value, key);
      if (key === 'Properties' && n?.kind === 'map' && type.startsWith('AWS::Serverless::')) {
        for (const p of n.entries)
          if (!split.includes(p.key)) for (const v of kept(type, p.key, p.value)) named(v, set, out);
      } else if (n) named(n, set, out);
    }
    const d = get(e.value, 'DependsOn');
    for (const item of d?.kind === 'seq' ? d.items : d ? [d] : []) {
      const t = text(item);
      if (t !== undefined && set.has(t)) out.add(t);
    }
    edges.set(e.key, out);
  }
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)?.has(v)) found.push(names.filter((n) => component.includes(n)));
  };
  for (const v of names) if (!index.has(v)) connect(v);
  return found;
}
