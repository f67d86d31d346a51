/** Lays a Terraform context out as a standard module: versions.tf, main.tf, variables.tf, outputs.tf. */
import { block, writeBlocks, type HclBlock } from '../../model/hcl';
import { type TfContext } from './context';
import { type RenderOutput } from '../types';

const EXTRA_PROVIDERS: Record<string, { source: string; version: string }> = {
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
  const versions: HclBlock = {
    type: 'terraform',
    labels: [],
    body: {
      required_version: '>= 1.6.0',
      required_providers: block(
        Object.fromEntries(
          Object.entries(required)
            .sort()
            .map(([k, v]) => [k, { source: v.source, version: v.version }]),
        ),
      ),
    },
  };
  const files = [
    { path: 'versions.tf', content: writeBlocks([versions]), language: 'hcl' as const },
    {
      path: 'main.tf',
      content: writeBlocks([...providerBlocks, ...x.datas, ...x.resources]),
      language: 'hcl' as const,
    },
    {
      path: 'variables.tf',
      content: x.variables.size ? writeBlocks([...x.variables.values()]) : '# No input variables.\n',
      language: 'hcl' as const,
    },
    {
      path: 'outputs.tf',
      content: x.outputs.length ? writeBlocks(x.outputs) : '# No outputs.\n',
      language: 'hcl' as const,
    },
    ...x.extraFiles.map((f) => ({ path: f.path, content: f.content, language: 'hcl' as const })),
  ];
  return { files, produced: x.produced };
}
