/**
 * The `buffering` settings family: how much a stream gathers before it writes a file, by size and
 * by time ("buffer 64 MB or 120 seconds", "capture every 300 seconds or 300 MB", "buffer size
 * 16 MB"). Read before the schedules, which would take its "every 300 seconds" as a schedule of
 * the thing, and before the sizes, which would take its "300 MB" as memory. Sizes are in MB and
 * times in seconds, whatever unit was said; each writer converts to its attribute's unit.
 * settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const SIZE = String.raw`(\d{1,4})\s*(mb|mib|megabytes?|gb|gib|gigabytes?)`;
const TIME = String.raw`(\d{1,4})\s*(s|secs?|seconds?|mins?|minutes?)`;
// Words saying a stream gathers records before writing them, in the clause before the values.
const GATHERS = /\b(?:buffer\w*|flush\w*|batch\w*|captur\w*|window|deliver\w*|writes?|files?|rolls?)\b[^.;\n]{0,100}$/;

const mb = (n: string, unit: string) => Number(n) * (/^g/.test(unit) ? 1024 : 1);
const seconds = (n: string, unit: string) => Number(n) * (/^m/.test(unit) ? 60 : 1);

export const BUFFERING: Rule[] = [
  // Both, either way round: "64 MB or 120 seconds", "every 300 s or 300 MB", "5 min / 128 MB".
  {
    re: new RegExp(
      String.raw`\b(?:every\s+)?(?:${SIZE}\s*(?:or|/|,)\s*(?:every\s+|after\s+)?${TIME}|${TIME}\s*(?:or|/|,)\s*(?:every\s+|after\s+)?${SIZE})\b`,
      'g',
    ),
    read: (m, all) => {
      // "every 300 seconds or 300 MB" says a window by itself; else words of gathering say it.
      if (!/^every\b/.test(m[0]) && !GATHERS.test(all.slice(Math.max(0, (m.index ?? 0) - 120), m.index)))
        return undefined;
      const [size, time] = m[1] ? [mb(m[1], m[2]), seconds(m[3], m[4])] : [mb(m[7], m[8]), seconds(m[5], m[6])];
      return { label: 'buffering', values: { bufferMb: size, bufferSeconds: time }, family: 'buffering' };
    },
    examples: {
      reads: {
        'a delivery stream to s3, buffer 32 mb or 90 seconds': { bufferMb: 32, bufferSeconds: 90 },
        'capture to blob every 120 seconds or 100 mb': { bufferMb: 100, bufferSeconds: 120 },
        'flush files every 5 min / 1 gb': { bufferMb: 1024, bufferSeconds: 300 },
        'an event hub (container raw) every 240 seconds or 200 mb': { bufferMb: 200, bufferSeconds: 240 },
      },
      leaves: ['a function with 512 mb or 30 seconds of timeout in a vpc', 'a lambda with 256 mb, 30 seconds'],
    },
  },
  // One of them named: "buffer size 16 MB", "buffering interval of 60 seconds", "a 128 MB buffer".
  {
    re: new RegExp(
      String.raw`\bbuffer(?:ing)?(?:\s+hints?)?\s+(?:size\s+)?(?:of\s+|to\s+|at\s+|is\s+|=\s*|:\s*)?${SIZE}\b|\bbuffer(?:ing)?(?:\s+hints?)?\s+(?:interval|time)\s+(?:of\s+|to\s+|at\s+|is\s+|=\s*|:\s*)?${TIME}\b|\b${SIZE}\s+buffer\b`,
      'g',
    ),
    read: (m) =>
      m[3]
        ? { label: 'buffering interval', values: { bufferSeconds: seconds(m[3], m[4]) }, family: 'buffering' }
        : {
            label: 'buffering size',
            values: { bufferMb: mb(m[1] ?? m[5], m[2] ?? m[6]) },
            family: 'buffering',
          },
    examples: {
      reads: {
        'a firehose stream with buffer size 16 mb': { bufferMb: 16 },
        'buffering interval of 60 seconds': { bufferSeconds: 60 },
        'a 128 mb buffer before delivery': { bufferMb: 128 },
      },
      leaves: ['a cache of 128 mb'],
    },
  },
];
