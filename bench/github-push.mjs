#!/usr/bin/env node
// GitHub pushes through libs/github (the real Octokit, its retry and throttling plugins) against
// the GitHub emulator of the test tree in a process of its own: how long the OAuth round trip and
// a push of 1, 20 and 200 files take, into an empty repository (its first commit) and on top of
// an existing commit, as one tree request, one commit and the branch moved. The throttling plugin
// spaces one account's writes a second apart (GitHub's guidance), which sets most of the figure.
//
//   npx tsc -b libs/github && node bench/github-push.mjs [rounds]   (default 3 rounds)
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGithubEmulatorProcess } from '../test/support/github/emulator-process.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const github = require(join(root, 'libs/github/dist/index.js'));
const rounds = Number(process.argv[2] ?? 3);
const CALLBACK = 'http://127.0.0.1:9/auth/github/callback';

const emulator = await startGithubEmulatorProcess({ callbackUrl: CALLBACK });
const { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret, GITHUB_API_URL: apiUrl } = emulator.env;
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The browser's part of the web flow: the authorize page, then approving it. */
async function approve(url) {
  const page = await fetch(url);
  if (!page.ok) throw new Error(`authorize page: ${page.status}`);
  const form = new URLSearchParams(new URL(url).search);
  form.set('decision', 'allow');
  form.set('login', 'e2e-octocat');
  const answer = await fetch(`${emulator.url}/login/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  return new URL(answer.headers.get('location'));
}

const results = { connect: [], pushes: {} };
try {
  let token;
  for (let i = 0; i < rounds; i += 1) {
    const started = process.hrtime.bigint();
    const anonymous = await github.createGithubClient({ apiUrl, retries: 0, throttleId: 'bench' });
    const pkce = github.pkcePair();
    const url = await github.authorizationUrl(
      {
        webUrl: emulator.url,
        clientId,
        redirectUri: CALLBACK,
        state: `s${i}`,
        codeChallenge: pkce.challenge,
        scopes: ['repo', 'user', 'read:org'],
      },
      anonymous,
    );
    const back = await approve(url);
    token = await github.exchangeCode(
      {
        webUrl: emulator.url,
        clientId,
        clientSecret,
        code: back.searchParams.get('code'),
        redirectUri: CALLBACK,
        codeVerifier: pkce.verifier,
      },
      anonymous,
    );
    await github.readAccount(await github.createGithubClient({ apiUrl, token, retries: 0, throttleId: 'bench' }));
    results.connect.push(ms(started));
  }
  const client = await github.createGithubClient({ apiUrl, token, retries: 3, throttleId: 'bench-user' });
  for (const count of [1, 20, 200]) {
    const empty = [];
    const onTop = [];
    for (let i = 0; i < rounds; i += 1) {
      const name = `bench-${count}-${i}-${Date.now().toString(36)}`;
      await github.createRepository(client, { name, description: 'bench', private: false });
      const files = (round) =>
        Array.from({ length: count }, (_, n) => ({
          path: `infrastructure/file-${String(n).padStart(3, '0')}.tf`,
          content: `locals {\n  file  = ${n}\n  round = "${round}"\n}\n`,
        }));
      let started = process.hrtime.bigint();
      await github.pushFiles(client, {
        owner: 'e2e-octocat',
        repo: name,
        files: files('a'),
        message: 'first',
        pullRequest: null,
      });
      empty.push(ms(started));
      started = process.hrtime.bigint();
      await github.pushFiles(client, {
        owner: 'e2e-octocat',
        repo: name,
        files: files('b'),
        message: 'second',
        pullRequest: null,
      });
      onTop.push(ms(started));
    }
    results.pushes[count] = { empty, onTop };
  }
  const problems = await (await fetch(`${emulator.url}/_emulator/problems`)).json();
  console.log(JSON.stringify({ rounds, ...results, problems: problems.problems }, null, 2));
  const f = (values) => `${Math.round(median(values))} ms`;
  console.log(
    `\n| step | median of ${rounds} |\n|---|---|\n| OAuth round trip (authorize, exchange, account) | ${f(results.connect)} |`,
  );
  for (const [count, { empty, onTop }] of Object.entries(results.pushes)) {
    console.log(`| push ${count} file(s) into an empty repository | ${f(empty)} |`);
    console.log(`| push ${count} file(s) on top of a commit | ${f(onTop)} |`);
  }
} finally {
  await emulator.close();
}
