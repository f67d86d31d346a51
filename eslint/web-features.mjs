// Layers of the web app (apps/web/src), top to bottom; a layer imports only from layers below it
// (app/hooks.ts aside, see below):
//
//   app/         store, routes, socket middleware: composes the features
//   features/    one folder per area; features never import each other
//   widgets/     self-contained blocks a feature places (the code panel, the settings dialog)
//   entities/    state several features share (the live generations, the user's session)
//   components/, lib/, testing/   shared UI, preconfigured libraries and helpers, test helpers
//
// What two features share moves down a layer; the route tree (app/routes.tsx) puts features side
// by side. Imports go through the `@/` alias or relative paths alike: both are resolved to files
// (the resolver is set in eslint.config.mjs) before the zones below are checked.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const basePath = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
/** The folders of a layer, read at lint time, so a new feature is covered without editing this. */
const foldersOf = (layer) =>
  existsSync(join(basePath, layer))
    ? readdirSync(join(basePath, layer), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** One zone per folder of a layer: it may import from its own folder only, not from its siblings. */
const noSideways = (layer, message) =>
  foldersOf(layer).map((name) => ({
    target: `./${layer}/${name}`,
    from: `./${layer}`,
    except: [`./${name}`],
    message,
  }));

const BELOW_FEATURES = ['./widgets', './entities', './components', './lib', './testing'];

/** Lower layers never import upper ones (app/ is handled apart, see below). */
const downwardOnly = [
  { target: BELOW_FEATURES, from: './features', message: 'A lower layer never imports a feature.' },
  { target: BELOW_FEATURES.slice(1), from: './widgets', message: 'A lower layer never imports a widget.' },
  { target: BELOW_FEATURES.slice(2), from: './entities', message: 'A lower layer never imports an entity.' },
  { target: ['./lib', './testing'], from: './components', message: 'lib/ and testing/ hold no UI.' },
];

/**
 * Nothing below app/ imports it, but for features using app/hooks.ts: the store's typed hooks and
 * types, which Redux derives from the assembled store. That module imports the store as types
 * only, so at run time no feature depends on app/.
 */
const appOnTop = [
  {
    target: './features',
    from: './app',
    except: ['./hooks.ts'],
    message: 'Features use app/ through app/hooks.ts only.',
  },
  { target: BELOW_FEATURES, from: './app', message: 'A lower layer never imports app/.' },
];

const zones = [
  ...noSideways(
    'features',
    'Features do not import each other: move what they share down a layer, or compose them in app/routes.tsx.',
  ),
  ...noSideways('widgets', 'Widgets do not import each other: a feature places them side by side.'),
  ...noSideways('entities', 'Entities do not import each other: move what they share down to lib/.'),
  ...downwardOnly,
];

const TESTS = ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'];

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath, zones: [...zones, ...appOnTop] }] },
  },
  // A test may run its code inside the assembled app (the real store, the routes, the fake socket)
  // to check it as a user meets it; the other zones hold for tests too.
  { files: TESTS, rules: { 'import-x/no-restricted-paths': ['error', { basePath, zones }] } },
];
