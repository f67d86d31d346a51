/**
 * The `code` settings family: where a function's built code is and what in it runs. A package given
 * as an object URL ("code in s3://builds/api/v3.zip", "source gs://fn-src/worker-1.2.zip") is the
 * bucket and key the function is deployed from, never a stub written in its place; a handler or entry
 * point given ("handler main.run", "entry point process_event") is the one the function calls.
 * settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// A bucket name as S3 and Cloud Storage allow it, then the object's key; a package is an archive.
// The words that say what the URL holds come with it ("code in", "source zip is", "package at").
const PACKAGE_URL =
  /(?:\b(?:(?:deployment|function|lambda|built)\s+)?(?:code|source(?:\s+(?:code|zip|archive))?|package|zip|archive|bundle|artifact)\s+(?:(?:is|lives|sits|comes)\s+)?(?:at|in|from|is|[:=])?\s*)?\b(s3|gs):\/\/([a-z0-9][a-z0-9._-]{1,62})\/([^\s,;"'()<>]+?\.(?:zip|jar))(?![\w/.-])/g;

// "handler app.handler", "handler: main.run", "handler is src/index.main", "entry point process_event".
// A handler names a module and its function; an entry point (Cloud Functions) is the function alone.
const HANDLER =
  /\b(handler|entry[ -]?point)\s*(?:is\s+|of\s+|[:=]\s*|set\s+to\s+)?["'`]?([a-z_][\w-]*(?:[./][\w-]+)*(?:::[\w]+)?)(?![\w./:-])/g;

// Words after "handler" that say what it does, never its name ("handler for uploads", "handler that ...").
const NOT_A_HANDLER = /^(?:for|that|which|to|in|on|with|and|the|a|an|function|code|runs?|written|of)$/;

export const CODE_PACKAGE: Rule[] = [
  {
    re: PACKAGE_URL,
    read: (m) => ({
      label: 'code package',
      values: { codePackage: { store: m[1] as 's3' | 'gs', bucket: m[2], key: m[3] } },
      family: 'code',
    }),
    examples: {
      reads: {
        'a lambda whose code is at s3://builds-eu/billing/v3.zip': {
          codePackage: { store: 's3', bucket: 'builds-eu', key: 'billing/v3.zip' },
        },
        'source zip is gs://fn-src/worker-2.0.zip': {
          codePackage: { store: 'gs', bucket: 'fn-src', key: 'worker-2.0.zip' },
        },
      },
      leaves: ['logs go to s3://audit-logs/app/'],
    },
  },
  {
    re: HANDLER,
    read: (m) => {
      const handler = m[2];
      // An entry point is one function's name; a handler names its module too ("app.handler").
      const entry = /^entry/.test(m[1]);
      if (NOT_A_HANDLER.test(handler) || (!entry && !/[./:]/.test(handler))) return undefined;
      return { label: 'handler', values: { handler }, family: 'code' };
    },
    examples: {
      reads: {
        'a python lambda with handler main.run': { handler: 'main.run' },
        'handler: src/index.main': { handler: 'src/index.main' },
        'entry point process_event': { handler: 'process_event' },
      },
      leaves: ['a handler for uploads', 'an error handler function'],
    },
  },
];
