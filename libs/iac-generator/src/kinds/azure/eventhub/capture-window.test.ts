/**
 * An event hub's capture window asked by time and size is written in the attribute's unit
 * (seconds, bytes), never read as memory of the blob or a schedule. Wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../../testing/resources';

const PROMPT = 'an Event Hub named clicks with capture to a storage container every 180 seconds or 50 MB';

describe("an event hub's capture window", () => {
  it.each(['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[])(
    '%s: writes the interval and the size in bytes',
    async (format) => {
      const { result } = await generated(PROMPT, format);
      const files = result.files.map((f) => f.content).join('\n');
      expect(files).toMatch(/interval_?[iI]n_?[sS]econds["']?\s*[:=]\s*180/);
      expect(files).toMatch(/size_?[lL]imit_?[iI]n_?[bB]ytes["']?\s*[:=]\s*52428800/);
      expect(result.notCovered.join('\n')).not.toMatch(/50 MB|180 seconds/);
    },
  );
});
