import { FORMAT_IDS, PLATFORM_IDS, PLATFORMS, type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from '@infragen/iac-generator';

/** What the built-in generator is asked for the warm-up: a little of everything the checks walk. */
const SAMPLE_REQUEST = 'A private storage bucket for logs with versioning, and a small web application behind it';

const platformOf = (format: FormatId): PlatformId => PLATFORM_IDS.find((p) => PLATFORMS[p].formats.includes(format))!;

/**
 * The calls each check thread makes before it takes a generation's check: the parsers and every
 * format's schemas loaded, then one check of a small answer per format (the built-in generator's),
 * so the first generation's check does not also pay for compiling the checks' code paths and
 * their patterns (bench/RESULTS.md, "Checked output").
 */
export function checkWarmUp(): { fn: 'prepareChecks' | 'checkFiles'; args: unknown[] }[] {
  const calls: { fn: 'prepareChecks' | 'checkFiles'; args: unknown[] }[] = [
    { fn: 'prepareChecks', args: [FORMAT_IDS] },
  ];
  for (const format of FORMAT_IDS) {
    try {
      const { files } = generateInfrastructure({ prompt: SAMPLE_REQUEST, platform: platformOf(format), format });
      if (files.length > 0)
        calls.push({ fn: 'checkFiles', args: [files.map(({ path, content }) => ({ path, content })), format] });
    } catch {
      // A warm-up sample is an optimisation: without it the first check of this format is slower, nothing more.
    }
  }
  return calls;
}
