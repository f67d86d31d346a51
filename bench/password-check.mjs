// The cost of checking a new password (apps/api/src/users/passwords.ts) on the api's event loop:
// the first check (loading the dictionaries), a typical passphrase, and the worst inputs of the
// longest allowed length (128), for the product's configuration and, for comparison, zxcvbn's
// defaults with the same dictionaries. Needs the api built (`npx tsc -b apps/api`).
// Usage: node bench/password-check.mjs
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'apps/api/package.json'));
const { passwordProblem } = require(join(root, 'apps/api/dist/users/passwords.js'));
// zxcvbn's packages are the api's dependencies, loaded from its folder for the comparison.
const fromApi = (name) => require(require.resolve(name, { paths: [join(root, 'apps/api')] }));
const [{ ZxcvbnFactory }, common, english] = ['core', 'language-common', 'language-en'].map((part) =>
  fromApi(`@zxcvbn-ts/${part}`),
);

const owner = { email: 'ada.lovelace@engines.example', fullName: 'Ada Lovelace' };
const worst = [
  'a'.repeat(128),
  'correcthorsebatterystaple'.repeat(6).slice(0, 128),
  'x9!'.repeat(43).slice(0, 128),
  'Tr0ub4dor&3'.repeat(12).slice(0, 128),
];
const typical = 'correct horse battery staple';

/** The best of three runs, in ms (the machine is shared: the least disturbed run is the cost). */
function cost(run) {
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const first = performance.now();
passwordProblem(typical, owner);
console.log(`product: first check ${(performance.now() - first).toFixed(0)} ms (loads the dictionaries)`);
console.log(`product: a typical passphrase ${cost(() => passwordProblem(typical, owner)).toFixed(1)} ms`);
for (const password of worst)
  console.log(
    `product: ${password.slice(0, 12)}... (128) ${cost(() => passwordProblem(password, owner)).toFixed(0)} ms`,
  );

const defaults = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
});
defaults.check('warm up', []);
for (const password of worst)
  console.log(
    `zxcvbn defaults: ${password.slice(0, 12)}... (128) ${cost(() => defaults.check(password, [])).toFixed(0)} ms`,
  );
