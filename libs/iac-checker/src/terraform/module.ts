/**
 * A Terraform module (the .tf files of one folder) with its declarations gathered: variables,
 * locals, resources, data sources, modules, outputs and the providers it requires. Built once from
 * the parsed files and shared by the validators and the security rules.
 */
import { type HclAttribute, type HclBlock, type HclExpr, type HclFile } from '../parse/hcl/ast';

interface Declared<T> {
  file: string;
  node: T;
}
interface RequiredProvider {
  name: string;
  source?: string;
  version?: string;
  file: string;
  attribute: HclAttribute;
}
export interface TerraformModule {
  /** The folder ('' for the top). */
  dir: string;
  files: HclFile[];
  variables: Map<string, Declared<HclBlock>>;
  locals: Map<string, Declared<HclAttribute>>;
  /** 'type.name' -> block */
  resources: Map<string, Declared<HclBlock>>;
  /** 'type.name' -> block (without the `data.` prefix) */
  data: Map<string, Declared<HclBlock>>;
  /** 'type.name' -> block (without the `ephemeral.` prefix): Terraform 1.10's ephemeral resources. */
  ephemeral: Map<string, Declared<HclBlock>>;
  /** 'type.name' -> block (without the `action.` prefix): Terraform 1.14's provider actions. */
  actions: Map<string, Declared<HclBlock>>;
  modules: Map<string, Declared<HclBlock>>;
  outputs: Map<string, Declared<HclBlock>>;
  requiredProviders: Map<string, RequiredProvider>;
  /**
   * A `version` pinned in a provider block itself (`provider "azurerm" { version = "=2.0.0" }`), the
   * Terraform 0.12 form that Terraform 1.x still honours (with a deprecation warning), joined to
   * the `required_providers` constraint as one more clause.
   */
  providerBlockPins: Map<string, RequiredProvider>;
  /** Declarations seen twice, for the duplicate check. */
  duplicates: { what: string; file: string; block: HclBlock | HclAttribute }[];
}

/** Terraform's override files (`override.tf`, `*_override.tf`), merged into the module's blocks. */
export const isOverride = (path: string) => /(^|[/_])override\.tf(\.json)?$/.test(path);

export const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Groups parsed .tf files by folder and gathers each folder's declarations. */
export function collectModules(files: HclFile[]): TerraformModule[] {
  const byDir = new Map<string, HclFile[]>();
  for (const f of files) {
    const dir = dirOf(f.path);
    byDir.set(dir, [...(byDir.get(dir) ?? []), f]);
  }
  return [...byDir.entries()].map(([dir, group]) => collect(dir, group));
}

function collect(dir: string, files: HclFile[]): TerraformModule {
  const m: TerraformModule = {
    dir,
    files,
    variables: new Map(),
    locals: new Map(),
    resources: new Map(),
    data: new Map(),
    ephemeral: new Map(),
    actions: new Map(),
    modules: new Map(),
    outputs: new Map(),
    requiredProviders: new Map(),
    providerBlockPins: new Map(),
    duplicates: [],
  };
  const put = <T extends HclBlock | HclAttribute>(
    map: Map<string, Declared<T>>,
    key: string,
    what: string,
    file: string,
    node: T,
  ) => {
    const before = map.get(key);
    // An override file's block changes the block of the same name: a second one, not a duplicate
    // (the block it overrides is the declaration, whichever file comes first).
    if (before && (isOverride(file) || isOverride(before.file))) {
      if (isOverride(before.file)) map.set(key, { file, node });
    } else if (before) m.duplicates.push({ what, file, block: node });
    else map.set(key, { file, node });
  };
  for (const f of files)
    for (const b of f.body.blocks) {
      const [l1, l2] = b.labels.map((l) => l.value);
      switch (b.type) {
        case 'variable':
          if (l1) put(m.variables, l1, `The variable \`${l1}\``, f.path, b);
          break;
        case 'locals':
          for (const a of b.body.attributes) put(m.locals, a.name, `The local value \`${a.name}\``, f.path, a);
          break;
        case 'resource':
          if (l1 && l2) put(m.resources, `${l1}.${l2}`, `The resource \`${l1}.${l2}\``, f.path, b);
          break;
        case 'data':
          if (l1 && l2) put(m.data, `${l1}.${l2}`, `The data source \`data.${l1}.${l2}\``, f.path, b);
          break;
        case 'ephemeral':
          if (l1 && l2) put(m.ephemeral, `${l1}.${l2}`, `The ephemeral resource \`ephemeral.${l1}.${l2}\``, f.path, b);
          break;
        case 'action':
          if (l1 && l2) put(m.actions, `${l1}.${l2}`, `The action \`action.${l1}.${l2}\``, f.path, b);
          break;
        case 'check':
          // A check block's scoped data source is read like any other (`data.type.name`).
          for (const d of b.body.blocks.filter((x) => x.type === 'data')) {
            const [t, n] = d.labels.map((l) => l.value);
            if (t && n) put(m.data, `${t}.${n}`, `The data source \`data.${t}.${n}\``, f.path, d);
          }
          break;
        case 'module':
          if (l1) put(m.modules, l1, `The module \`${l1}\``, f.path, b);
          break;
        case 'output':
          if (l1) put(m.outputs, l1, `The output \`${l1}\``, f.path, b);
          break;
        case 'terraform':
          for (const rp of b.body.blocks.filter((x) => x.type === 'required_providers'))
            for (const a of rp.body.attributes) m.requiredProviders.set(a.name, requiredProvider(a, f.path));
          break;
        case 'provider': {
          const version = b.body.attributes.find((a) => a.name === 'version');
          if (l1 && version?.expr.kind === 'literal' && typeof version.expr.value === 'string')
            m.providerBlockPins.set(l1, { name: l1, version: version.expr.value, file: f.path, attribute: version });
          break;
        }
      }
    }
  return m;
}

function requiredProvider(a: HclAttribute, file: string): RequiredProvider {
  const str = (e: HclExpr | undefined) => (e?.kind === 'literal' && typeof e.value === 'string' ? e.value : undefined);
  if (a.expr.kind === 'object') {
    const get = (k: string) =>
      a.expr.kind === 'object' ? a.expr.items.find((i) => i.keyName === k)?.value : undefined;
    return { name: a.name, source: str(get('source')), version: str(get('version')), file, attribute: a };
  }
  // The old form: `aws = "~> 5.0"`.
  return { name: a.name, version: str(a.expr), file, attribute: a };
}

/** Every version constraint module `m` states on `provider`, in `required_providers` and in its provider blocks, as one. */
export function ownConstraint(m: TerraformModule, provider: string): string | undefined {
  const clauses = [m.requiredProviders.get(provider)?.version, m.providerBlockPins.get(provider)?.version];
  const stated = clauses.filter((c): c is string => !!c);
  return stated.length ? stated.join(', ') : undefined;
}
