// Lint zones of one area, kept in a file of their own and spread into eslint.config.mjs.
//
// The engine is four packages by purpose (decision 028), and imports between them point down:
//   iac-schemas <- iac-checker <- iac-generator, and iac-extract (what the browser runs) stands
// alone: the checker never imports the generator, the schemas import no other engine package.
//
// libs/iac-generator (the built-in generator) is built in layers, and every import points down:
//   vocabulary <- model <- understand <- plan <- render <- kinds <- targets <- answer <- index.ts
// (vocabulary/: the vocabulary of the kind folders' kind.json, written there by scripts/kinds-registry.mjs).
// A renderer receives the writers it runs as a parameter, so render/ never imports kinds/; only
// targets/ joins a cloud's kinds with a renderer. Inside kinds/, the clouds are independent, a
// cloud's planning files (kinds/<cloud>/*.ts, kinds/<cloud>/<kind>/plan.ts) never import its writers,
// and the writers of one output target (kinds/<cloud>/<target>/, kinds/<cloud>/<kind>/<target>.ts)
// never import another target's. Tests are held to the
// same rules, so a test sits at the layer of the highest thing it imports.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = 'libs/iac-generator/src';
const PACKAGE = (name) => `libs/iac-${name}/**`;
const LAYERS = ['vocabulary', 'model', 'understand', 'plan', 'render', 'kinds', 'targets', 'answer'];
// The files at the top of src/: index.ts (the public API) and the end-to-end tests.
const TOP = `${SRC}/*.ts`;

const folders = (dir) =>
  readdirSync(new URL(`../${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const CLOUDS = folders(`${SRC}/kinds`);
// A folder holding a kind.json is a kind folder (kinds/<cloud>/<kind-name>/); the other folders of a
// cloud hold the writers of one output target, and a kind folder's writer for that target is the
// file of the same name (kinds/aws/terraform/ and kinds/aws/sqs-queue/terraform.ts).
const isKindFolder = (cloud, name) =>
  existsSync(new URL(`../${SRC}/kinds/${cloud}/${name}/kind.json`, import.meta.url));
const WRITER_FOLDERS = [
  ...new Set(CLOUDS.flatMap((cloud) => folders(`${SRC}/kinds/${cloud}`).filter((name) => !isKindFolder(cloud, name)))),
];
const writerFiles = (target) => [`${SRC}/kinds/*/${target}/**`, `${SRC}/kinds/*/*/${target}.ts`];

const layerZones = LAYERS.map((layer, i) => ({
  target: `${SRC}/${layer}/**`,
  from: [...LAYERS.slice(i + 1).map((above) => `${SRC}/${above}/**`), TOP],
  message: `iac-generator imports point down (vocabulary <- model <- understand <- plan <- render <- kinds <- targets <- answer <- index.ts): ${layer}/ imports none of ${[...LAYERS.slice(i + 1), 'index.ts'].join(', ')}.`,
}));

const cloudZones = CLOUDS.map((cloud) => ({
  target: `${SRC}/kinds/${cloud}/**`,
  from: `${SRC}/kinds/!(${cloud})/**/*.ts`,
  message: `Each cloud's kinds stand alone: kinds/${cloud}/ imports no other cloud's kinds.`,
}));

const planningZone = {
  target: [`${SRC}/kinds/*/*.ts`, `${SRC}/kinds/*/*/@(plan|decide|disambiguation).ts`],
  from: WRITER_FOLDERS.flatMap(writerFiles),
  message:
    "A cloud's planning is shared by all its output targets: kinds/<cloud>/*.ts and a kind folder's plan.ts, decide.ts and disambiguation.ts import no target's writers.",
};

const writerZones = WRITER_FOLDERS.map((folder) => ({
  target: writerFiles(folder),
  from: WRITER_FOLDERS.filter((other) => other !== folder).flatMap(writerFiles),
  message: `The writers of one output target stand alone: kinds/<cloud>/${folder}/ and kinds/<cloud>/<kind>/${folder}.ts import no other target's writers.`,
}));

// Between the packages (by package name or by path, both resolve to the files): schemas <-
// checker <- generator; extract stands alone.
const packageZones = [
  {
    target: PACKAGE('schemas'),
    from: ['checker', 'extract', 'generator'].map(PACKAGE),
    message: 'iac-schemas sits beneath everything: it imports no other engine package.',
  },
  {
    target: PACKAGE('checker'),
    from: ['extract', 'generator'].map(PACKAGE),
    message: 'iac-checker imports only iac-schemas among the engine packages: never the generator.',
  },
  {
    target: PACKAGE('extract'),
    from: ['schemas', 'checker', 'generator'].map(PACKAGE),
    message: 'iac-extract (what the browser runs) stands alone: it imports no other engine package.',
  },
];

const testingZone = {
  target: `${SRC}/**/!(*.test).ts`,
  from: `${SRC}/testing/**`,
  message: 'testing/ holds test helpers: only tests import it.',
};

export default [
  {
    files: ['libs/iac-*/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [...layerZones, ...cloudZones, planningZone, ...writerZones, ...packageZones, testingZone],
        },
      ],
    },
  },
];
