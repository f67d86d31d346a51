/**
 * The `apimPublisher` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const APIM = /\bapi management\b|\bapim\b/;
const EMAIL = '[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}';

export const APIM_PUBLISHER_AZURE: Rule[] = [
  // Who publishes an API Management service's APIs: "publisher contoso (admin@contoso.com)", "publisher email api@x.com".
  {
    re: new RegExp(
      `\\bpublisher(?:\\s+name)?\\s*(?:is|=|:|of)?\\s+(?!email\\b)([a-z0-9][a-z0-9&.-]*(?:\\s+(?!(?:and|with|using|email|on|in|at|for|developer|basic|standard|premium|consumption|sku|tier)\\b)[a-z0-9][a-z0-9&.-]*){0,3})\\s*(?:\\(\\s*(${EMAIL})\\s*\\)|,?\\s+(?:(?:and|with)\\s+)?(?:publisher\\s+)?email\\s*(?:is|=|:)?\\s*(${EMAIL}))?(?=$|[\\s,;.)])`,
      'g',
    ),
    when: APIM,
    read: (m) => ({
      label: 'publisher',
      values: {
        publisherName: m[1].replace(/\.$/, ''),
        ...((m[2] ?? m[3]) && { publisherEmail: m[2] ?? m[3] }),
      },
      family: 'apimPublisher',
    }),
    examples: {
      reads: {
        'an api management service with publisher contoso (admin@contoso.com)': {
          publisherName: 'contoso',
          publisherEmail: 'admin@contoso.com',
        },
        'an apim with publisher name fabrikam ltd and email api@fabrikam.com': {
          publisherName: 'fabrikam ltd',
          publisherEmail: 'api@fabrikam.com',
        },
      },
      leaves: ['an api management service on the developer tier'],
    },
  },
  {
    re: new RegExp(`\\bpublisher\\s+email\\s*(?:is|=|:|of)?\\s*(${EMAIL})`, 'g'),
    when: APIM,
    read: (m) => ({ label: 'publisher email', values: { publisherEmail: m[1] }, family: 'apimPublisher' }),
    examples: {
      reads: { 'an apim service, publisher email ops@example.com': { publisherEmail: 'ops@example.com' } },
      leaves: ['an apim service'],
    },
  },
  // The URL path an API is served under: "an api orders with path orders", "at path /v1/payments".
  {
    re: /\b(?:url\s+)?path(?:\s+suffix)?\s*(?:of|=|:|is)?\s+\/?([a-z0-9][a-z0-9/_-]*)/g,
    when: APIM,
    read: (m) => ({ label: 'API path', values: { apiPath: m[1].replace(/\/$/, '') }, family: 'apimPublisher' }),
    examples: {
      reads: {
        'an apim api orders with path orders': { apiPath: 'orders' },
        'an apim api at path /v1/pay': { apiPath: 'v1/pay' },
      },
      leaves: ['an apim api orders'],
    },
  },
];
