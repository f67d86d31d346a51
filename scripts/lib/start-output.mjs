// What `npm start` shows in the terminal (issue 25): a few lines of its own while it prepares,
// then one banner saying what runs where, the demo administrator's sign-in on the first start,
// where the logs are and how to stop. The api's and the worker's JSON logs go to files under
// DATA_DIR/logs; the terminal gets only what needs a person: errors, text that is not a log line
// (a crash's stack), and after the banner warnings too. `npm start -- --verbose` prints every
// line as before.
import { createWriteStream, existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const DEMO_ADMIN = 'demo administrator created';

/** A URL with its password (and user name) left out, for showing. */
export function displayUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    if (parsed.username) parsed.username = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(unreadable URL)';
  }
}

/**
 * Reads one child's output line by line. Each line goes to `file` (the log), and to `terminal`
 * when a person must see it. The demo administrator's password, which the api logs once, is
 * kept for the banner and replaced in the file: a log file outlives the terminal.
 */
export class LogRouter {
  constructor({ name, file, terminal, verbose = false }) {
    Object.assign(this, { name, file, terminal, verbose });
    /** The unfinished last line of each stream (stdout, stderr). */
    this.partial = new Map();
    this.bannerShown = false;
    /** Warnings before the banner, shown in it as notes. */
    this.notes = [];
    this.demoAdmin = null;
  }

  /** Feeds a chunk of the child's output; `stream` names which one (each has its own last line). */
  write(chunk, stream = 'stdout') {
    const lines = ((this.partial.get(stream) ?? '') + chunk.toString()).split('\n');
    this.partial.set(stream, lines.pop());
    for (const line of lines) this.line(line);
  }

  /** Whatever is left without a final newline (the child exited). */
  flush() {
    for (const rest of this.partial.values()) if (rest) this.line(rest);
    this.partial.clear();
  }

  line(raw) {
    const line = raw.replace(/\r$/, '');
    const parsed = parseLogLine(line);
    if (parsed?.msg?.startsWith(DEMO_ADMIN) && parsed.password) {
      this.demoAdmin = { email: parsed.email, password: parsed.password };
      this.file.write(`${JSON.stringify({ ...parsed, password: '[shown once in the terminal]' })}\n`);
      return;
    }
    this.file.write(`${line}\n`);
    if (this.verbose) {
      this.terminal(line);
      return;
    }
    if (!parsed) {
      if (line.trim()) this.terminal(`[${this.name}] ${line}`);
      return;
    }
    const level = Number(parsed.level);
    if (level >= 50 || (level >= 40 && this.bannerShown)) this.terminal(describe(this.name, parsed));
    else if (level >= 40) this.notes.push(parsed.msg);
  }
}

/** A pino JSON line, or null for any other text. */
function parseLogLine(line) {
  if (!line.startsWith('{')) return null;
  try {
    const value = JSON.parse(line);
    return value && typeof value === 'object' && 'level' in value ? value : null;
  } catch {
    return null;
  }
}

/** One readable line for a JSON log entry: `[api] error: message (the error's message)`. */
function describe(name, entry) {
  const level = LEVELS[entry.level] ?? entry.level;
  const error = entry.err?.message ? ` (${entry.err.message})` : '';
  return `[${name}] ${level}: ${entry.msg ?? ''}${error}`;
}

/**
 * The log file of one process under `logDir`, new for each start; the previous start's file is
 * kept beside it as `<name>.previous.log`.
 */
export function openLogFile(logDir, name) {
  mkdirSync(logDir, { recursive: true });
  const path = join(logDir, `${name}.log`);
  if (existsSync(path)) renameSync(path, join(logDir, `${name}.previous.log`));
  return { path, stream: createWriteStream(path, { flags: 'a' }) };
}

/**
 * The ready banner. Its first line holds "running at <url>" (tests and scripts wait for it).
 * `admin`: { email, password } on the first start, { email } later, null when there is none.
 */
export function banner({ url, api, worker, database, redis, admin, logs, notes = [] }) {
  const rows = [
    ['web app, API', `${url}  (API docs: ${url}/api/docs)`],
    ['api', api],
    ['worker', worker],
    ['database', database],
    ['redis', redis],
  ];
  if (admin?.password) {
    rows.push(['administrator', `${admin.email}  password: ${admin.password}`]);
    rows.push(['', `sign in at ${url}/admin/login; the password is shown this once: keep it`]);
  } else if (admin?.email) {
    rows.push(['administrator', `${admin.email} (password shown at the first start; npm run admin:create sets one)`]);
  }
  rows.push(['logs', logs]);
  for (const note of notes) rows.push(['note', note]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const rule = '-'.repeat(72);
  return [
    rule,
    `Infragen is running at ${url}`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    'Stop it with Ctrl+C.',
    rule,
  ];
}
