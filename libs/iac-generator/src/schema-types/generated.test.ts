/**
 * The generated writer types are committed; this fails when they differ from what
 * scripts/schemas/generate-writer-types.mjs writes from the bundled data (after new schema data,
 * or an edit by hand), naming each stale file.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

describe('generated writer types', () => {
  it('are what the generator writes from the bundled schema data', () => {
    const script = join(__dirname, '..', '..', '..', '..', 'scripts', 'schemas', 'generate-writer-types.mjs');
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
