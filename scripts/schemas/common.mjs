// Shared by the schema extraction scripts: where the compact data goes, and its manifest (which
// source and version each data file was extracted from).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const dataDir = fileURLToPath(new URL('../../libs/iac-schemas/data/', import.meta.url));

/** The value after a `--name` argument, if given. */
export function option(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Records one data file's source and version in data/manifest.json (sorted, so diffs stay small). */
export function writeManifestEntry(key, entry) {
  const file = join(dataDir, 'manifest.json');
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  manifest[key] = { ...entry, extracted: new Date().toISOString().slice(0, 10) };
  const sorted = Object.fromEntries(
    Object.keys(manifest)
      .sort()
      .map((k) => [k, manifest[k]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
