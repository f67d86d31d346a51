/**
 * The `apiRoute` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const API_ROUTE: Rule[] = [
  // A route of an API, by method and path: "a GET /status route", "PUT /items", "on /items (DELETE)".
  {
    re: /\b(get|post|put|patch|delete|any)\s+(\/[a-z0-9_{}+./-]*)(?:\s+(?:routes?|endpoints?|resources?|methods?))?/g,
    read: (m) => ({ label: 'route', values: { httpMethod: m[1].toUpperCase(), path: m[2] }, family: 'apiRoute' }),
    examples: {
      reads: { 'an api with get /orders/{id} and post /orders': { httpMethod: 'GET', path: '/orders/{id}' } },
      leaves: ['a bucket with prefix /logs'],
    },
  },
  {
    re: /\b(?:on|at|for)\s+(\/[a-z0-9_{}+./-]*)\s*\(\s*(get|post|put|patch|delete|any)\s*\)/g,
    read: (m) => ({ label: 'route', values: { httpMethod: m[2].toUpperCase(), path: m[1] }, family: 'apiRoute' }),
    examples: {
      reads: { 'a lambda reachable at /health (get)': { httpMethod: 'GET', path: '/health' } },
      leaves: ['store files under /data'],
    },
  },
];

export const API_ROUTE_SERVICE: Rule[] = [
  // An HTTP backend an API passes requests on to: "proxies to https://legacy.example.com".
  {
    re: /\b(?:prox(?:y|ies|ying)|forward(?:s|ing)?|rout(?:e|es|ing)|pass(?:es|ing)?)\s+(?:all\s+|every\s+)?(?:requests\s+|traffic\s+|calls\s+|everything\s+)?(?:through\s+|on\s+)?to\s+(https?:\/\/[^\s,;)]+)/g,
    read: (m) => ({ label: 'HTTP backend', values: { backendUrl: m[1].replace(/[.]+$/, '') }, family: 'apiRoute' }),
    examples: {
      reads: {
        'an api gateway that proxies all requests to https://backend.example.com': {
          backendUrl: 'https://backend.example.com',
        },
      },
      leaves: ['an sns topic that pushes to https://hooks.example.com/in'],
    },
  },
];
