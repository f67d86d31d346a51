/** Lays a Terraform context out as a standard module: versions.tf, main.tf, variables.tf, outputs.tf. */
import { block, writeBlocks, type HclBlock } from '../../model/hcl';
import { type TfContext } from './context';
import { type RenderOutput, type TerraformParts } from '../types';

/** Providers other than a cloud's that a rendering may need, with the versions written for them. */
export const EXTRA_PROVIDERS: Record<string, { source: string; version: string }> = {
  random: { source: 'hashicorp/random', version: '~> 3.6' },
  archive: { source: 'hashicorp/archive', version: '~> 2.7' },
};

export function terraformFiles(
  x: TfContext,
  providerBlocks: HclBlock[],
  providers: Record<string, { source: string; version: string }>,
): RenderOutput {
  const required: Record<string, { source: string; version: string }> = { ...providers };
  for (const p of x.providers) if (EXTRA_PROVIDERS[p]) required[p] = EXTRA_PROVIDERS[p];
  for (const d of x.datas) if (d.labels[0] === 'archive_file') required.archive = EXTRA_PROVIDERS.archive;
  const parts: TerraformParts = {
    required,
    providerBlocks,
    datas: x.datas,
    resources: x.resources,
    variables: [...x.variables.values()],
    outputs: x.outputs,
    extraFiles: x.extraFiles,
    offers: x.offers.size ? Object.fromEntries(x.offers) : undefined,
  };
  return {
    files: moduleFiles(parts, [{ path: 'main.tf', blocks: [...providerBlocks, ...x.datas, ...x.resources] }]),
    produced: x.produced,
    terraform: parts,
  };
}

/** The files of one module: versions.tf, the given files of providers and resources, variables.tf, outputs.tf. */
export function moduleFiles(
  parts: Pick<TerraformParts, 'required' | 'variables' | 'outputs' | 'extraFiles'>,
  mains: { path: string; blocks: HclBlock[] }[],
): RenderOutput['files'] {
  const versions: HclBlock = {
    type: 'terraform',
    labels: [],
    body: {
      required_version: '>= 1.6.0',
      required_providers: block(
        Object.fromEntries(
          Object.entries(parts.required)
            .sort()
            .map(([k, v]) => [k, { source: v.source, version: v.version }]),
        ),
      ),
    },
  };
  return [
    { path: 'versions.tf', content: writeBlocks([versions]), language: 'hcl' as const },
    ...mains.map((m) => ({ path: m.path, content: writeBlocks(m.blocks), language: 'hcl' as const })),
    {
      path: 'variables.tf',
      content: parts.variables.length ? writeBlocks(parts.variables) : '# No input variables.\n',
      language: 'hcl' as const,
    },
    {
      path: 'outputs.tf',
      content: parts.outputs.length ? writeBlocks(parts.outputs) : '# No outputs.\n',
      language: 'hcl' as const,
    },
    ...parts.extraFiles.map((f) => ({ path: f.path, content: f.content, language: 'hcl' as const })),
  ];
}
