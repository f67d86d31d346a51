// Module boundaries of the two Nest apps (apps/api/src, apps/worker/src): each folder is one Nest
// module, and what other folders may use of it is what its index.ts exports. A folder never
// reaches into another folder's files, and the root files (main, factories, root modules) use
// the folders through their index.ts too. Folders are read at lint time, so a new module is
// covered without editing this file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function entries(src) {
  return readdirSync(new URL(`../${src}`, import.meta.url), { withFileTypes: true });
}

/** Zones for one app's `src`: every folder and every root file, against every other folder's inside. */
function moduleZones(src) {
  const list = entries(src);
  const folders = list.filter((e) => e.isDirectory()).map((e) => e.name);
  const rootFiles = list.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => e.name);
  const targets = [...folders, ...rootFiles];
  return targets.flatMap((target) =>
    folders
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${src}/${target}`,
        from: `./${src}/${from}`,
        except: ['./index.ts'],
        message: `Use the ${from} module through its index.ts (what it exports is what others may use).`,
      })),
  );
}

export default [
  {
    files: ['apps/api/src/**/*.ts', 'apps/worker/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...moduleZones('apps/api/src'), ...moduleZones('apps/worker/src')] },
      ],
    },
  },
];
