/**
 * The committed schema data (libs/iac-schemas/data, gzipped JSON extracted by scripts/schemas/),
 * read on first use and kept for the life of the process: each format loads only its own files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

// src/ and dist/ are both one level below the package's folder.
const DATA_DIR = join(__dirname, '..', 'data');
const cache = new Map<string, unknown>();

/** The parsed data file `relative` (e.g. 'terraform/aws.json.gz'; gzipped or plain JSON), loaded once. */
export function loadData<T>(relative: string): T {
  let value = cache.get(relative);
  if (value === undefined) {
    const raw = readFileSync(join(DATA_DIR, relative));
    value = JSON.parse((relative.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'));
    cache.set(relative, value);
  }
  return value as T;
}

export function hasData(relative: string): boolean {
  return cache.has(relative) || existsSync(join(DATA_DIR, relative));
}

/** The data files loaded so far in this process (what a check cost; read by tests and the memory bench). */
export function loadedData(): string[] {
  return [...cache.keys()];
}
