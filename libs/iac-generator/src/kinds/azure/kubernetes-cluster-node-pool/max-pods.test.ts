/**
 * The pods limit asked of an AKS user pool is written on that pool in every format, as the
 * cluster's default pool already writes it. Wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../../testing/resources';

const PROMPT = "an AKS cluster with a user node pool 'ingest' of 3 nodes, 90 max pods per node";

describe("an AKS user pool's pods limit", () => {
  it.each(['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[])(
    '%s: writes the limit on the pool',
    async (format) => {
      const { result } = await generated(PROMPT, format);
      const files = result.files.map((f) => f.content).join('\n');
      expect(files).toMatch(format === 'terraform-azurerm' ? /max_pods\s*=\s*90/ : /maxPods["']?:\s*90/);
      expect(result.notCovered.join('\n')).not.toMatch(/pods/);
    },
  );
});
