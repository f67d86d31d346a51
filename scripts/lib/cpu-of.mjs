#!/usr/bin/env node
// Runs a command and writes the CPU time (user + system, seconds) that it and every process it
// waited for used, for `npm test`'s timing report: a step's wall time on a shared machine depends
// on the neighbours, its CPU time does not. Linux only (/proc); scripts/test.mjs uses it there.
//
//   node scripts/lib/cpu-of.mjs <output file> <command> [arguments...]
//
// Exits as the command did; SIGTERM and SIGINT are passed on to it.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
const [output, command, ...args] = process.argv.slice(2);

/** cutime + cstime of this process: its waited-for children and, through them, their descendants. */
function childrenCpu() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.once('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(127);
});
child.once('close', (code, signal) => {
  writeFileSync(output, `${childrenCpu().toFixed(1)}\n`);
  process.exit(code ?? (signal ? 128 : 1));
});
