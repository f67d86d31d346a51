import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(__dirname, '../..');

interface LockEntry {
  version?: string;
  link?: boolean;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

/** The Node range a package.json or lock entry declares, when it declares one. */
function nodeRange(engines: LockEntry['engines']): string | null {
  if (!engines || Array.isArray(engines) || typeof engines.node !== 'string') return null;
  return engines.node;
}

/**
 * Every machine runs Node 20 (decision 034): a package that declares it needs a later Node is
 * either pinned to a version that supports 20 or moved off deliberately, never installed with a
 * warning nobody reads. Checked against what `npm ci` installs (the lock file) and against what is
 * installed here (each package's own package.json).
 */
describe('installed packages support the Node that runs them', () => {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const entries = Object.entries(lock.packages).filter(
    ([path, entry]) => path.includes('node_modules/') && !entry.link,
  );

  it('runs on Node 20', () => {
    expect(semver.major(process.version)).toBe(20);
  });

  it('has no package in the lock file whose engines exclude this Node', () => {
    const excluded = entries
      .map(([path, entry]) => ({ path, version: entry.version, range: nodeRange(entry.engines) }))
      .filter(({ range }) => range !== null && !semver.satisfies(process.version, range!))
      .map(({ path, version, range }) => `${path}@${version} wants node ${range}`);
    expect(excluded).toEqual([]);
  });

  it('has no installed package whose own package.json excludes this Node', () => {
    const excluded: string[] = [];
    for (const [path] of entries) {
      const manifest = join(root, path, 'package.json');
      // Optional packages for other platforms are in the lock file but not installed here.
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string; engines?: LockEntry['engines'] };
      const range = nodeRange(pkg.engines);
      if (range !== null && !semver.satisfies(process.version, range))
        excluded.push(`${path}@${pkg.version}: ${range}`);
    }
    expect(excluded).toEqual([]);
  });

  it('installs nothing only a maintenance script or benchmark reads (they fetch it when they run)', () => {
    const installed = entries.map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    // GitHub's API description (scripts/extract-github-openapi.mjs), Lighthouse (bench/lighthouse.mjs),
    // the CloudFormation specification's database (scripts/schemas/cloudformation-spec.mjs).
    for (const tool of ['@octokit/openapi', 'lighthouse', '@aws-cdk/aws-service-spec'])
      expect(installed).not.toContain(tool);
  });
});
