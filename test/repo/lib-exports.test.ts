import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * knip (in `npm run lint`) reports dead exports inside each workspace, but takes everything a
 * library's index exports as its public API, used or not. The libraries are private to this
 * repository, so an export is dead when no file but the one declaring it mentions it: this test
 * lists every value each library's entry exports and requires a use of it in another file.
 */
const root = join(__dirname, '../..');
const LIBRARY_ENTRIES: Record<string, string[]> = {
  contracts: ['src/index.ts'],
  runtime: ['src/index.ts'],
  database: ['src/index.ts'],
  'iac-schemas': ['src/index.ts'],
  'iac-checker': ['src/index.ts', 'src/parse/index.ts'],
  'iac-extract': ['src/index.ts'],
  'iac-generator': ['src/index.ts'],
  llm: ['src/index.ts'],
};
/** Where uses count: every place a library can be imported from. */
const CONSUMERS = ['apps', 'libs', 'scripts', 'test', 'bench', 'e2e'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) ? [path] : [];
  });
}

interface Exported {
  name: string;
  /** The file that declares it (where a use does not count). */
  file: string;
}

const ENTRY_PATHS = Object.entries(LIBRARY_ENTRIES).flatMap(([library, entries]) =>
  entries.map((entry) => join(root, 'libs', library, entry)),
);
let shared: ts.Program | undefined;

/**
 * One program over every entry: the libraries import each other, so a program per entry
 * parsed and bound most of the tree again each time (about a minute of this test's run).
 */
function program(): ts.Program {
  shared ??= ts.createProgram(ENTRY_PATHS, {
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    target: ts.ScriptTarget.ES2022,
    experimentalDecorators: true,
    baseUrl: root,
    paths: { '@infragen/contracts': ['libs/contracts/src/index.ts'] },
  });
  return shared;
}

function exportedNames(entry: string): Exported[] {
  const checker = program().getTypeChecker();
  const module = checker.getSymbolAtLocation(program().getSourceFile(entry)!);
  if (!module) return [];
  return checker.getExportsOfModule(module).flatMap((symbol) => {
    const declared = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    // Values only: a type stays exported when an exported signature names it (declaration files
    // need it), used elsewhere or not.
    if (!(declared.flags & ts.SymbolFlags.Value)) return [];
    return [{ name: symbol.getName(), file: declared.declarations?.[0]?.getSourceFile().fileName ?? entry }];
  });
}

describe('the libraries export only what the rest of the tree uses', () => {
  jest.setTimeout(120_000);
  const files = CONSUMERS.flatMap((dir) => sourceFiles(join(root, dir))).map((path) => ({
    path,
    text: readFileSync(path, 'utf8'),
  }));

  it.each(Object.entries(LIBRARY_ENTRIES))('libs/%s', (library, entries) => {
    const unused = entries.flatMap((entry) =>
      exportedNames(join(root, 'libs', library, entry))
        .filter(({ name, file }) => {
          const use = new RegExp(`\\b${name}\\b`);
          return !files.some((other) => other.path !== file && use.test(other.text));
        })
        .map(({ name }) => name),
    );
    expect({ library, unused }).toEqual({ library, unused: [] });
  });

  it('reads real exports (a library with none would make the test above pass for nothing)', () => {
    expect(exportedNames(join(root, 'libs/contracts/src/index.ts')).map((e) => e.name)).toEqual(
      expect.arrayContaining(['Messages', 'AppError', 'FORMATS']),
    );
    expect(relative(root, join(root, 'libs'))).toBe('libs');
  });
});
