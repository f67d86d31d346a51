/**
 * The `cors` settings family: which origins and HTTP methods a store's CORS rule admits, as stated
 * ("CORS: only GET from https://www.example.com", "allow cross-origin GET and PUT from
 * https://app.example.com and https://admin.example.com"). Every store writer that writes a CORS
 * rule writes these instead of its defaults. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const METHOD = '(?:get|put|post|delete|head|options|patch)\\b';
// An origin: a URL up to its last character that is not a sentence's full stop, or any origin.
const ORIGIN = String.raw`(?:https?:\/\/[^\s,;)"']*[^\s,;)"'.]|\*)`;
const JOIN = String.raw`(?:\s*(?:[:,/]|\band\b|\bor\b|\bonly\b|\bfrom\b|\ballow(?:ed|s|ing)?\b|\borigins?\b|\bmethods?\b|\bfor\b|\brequests?\b|\bwith\b|\brules?\b)\s*|\s+)`;

export const CORS: Rule[] = [
  {
    re: new RegExp(String.raw`\b(?:cors|cross[- ]origin(?:\s+requests?)?)(?:${JOIN}+(?:${METHOD}|${ORIGIN}))+`, 'g'),
    read: (m) => {
      const origins = [...m[0].matchAll(new RegExp(ORIGIN, 'g'))].map((o) => o[0]);
      const methods = [...m[0].matchAll(new RegExp(`\\b${METHOD}`, 'g'))].map((x) => x[0].toUpperCase());
      if (!origins.length && !methods.length) return undefined;
      return {
        label: 'CORS rule',
        values: {
          ...(origins.length ? { corsOrigins: [...new Set(origins)] } : {}),
          ...(methods.length ? { corsMethods: [...new Set(methods)] } : {}),
        },
        family: 'cors',
      };
    },
    // The words stay readable as what they name ("CORS" is also the S3 CORS rules' own word).
    consume: 'none',
    examples: {
      reads: {
        'cors: only get from https://www.acme.example': {
          corsOrigins: ['https://www.acme.example'],
          corsMethods: ['GET'],
        },
        'allow cross-origin get and put from https://app.example.com and https://admin.example.com.': {
          corsOrigins: ['https://app.example.com', 'https://admin.example.com'],
          corsMethods: ['GET', 'PUT'],
        },
        'a bucket with cors for https://shop.example.org': { corsOrigins: ['https://shop.example.org'] },
      },
      leaves: ['a bucket with cors enabled', 'get the data from https://api.example.com'],
    },
  },
];
