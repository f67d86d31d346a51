import { PLATFORMS, TEMPLATES } from '@infragen/contracts';
import { extractFiles } from '@infragen/iac-extract';
import { generateInfrastructure, renderAsMarkdown } from './index';

// The built-in generator streams its files as markdown (each fence titled with its path); reading
// that markdown back must give exactly the files it wrote, in every format of every template.
const cases = TEMPLATES.flatMap((t) => PLATFORMS[t.platform].formats.map((format) => [t.id, format, t] as const));

describe("the built-in generator's markdown", () => {
  it.each(cases)('%s as %s reads back as the files generated', (_id, format, t) => {
    const result = generateInfrastructure({ prompt: t.prompt, platform: t.platform, format });
    expect(result.files.length).toBeGreaterThan(0);
    expect(extractFiles(renderAsMarkdown(result), format)).toEqual(result.files);
  });
});
