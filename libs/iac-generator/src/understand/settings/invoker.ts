/**
 * The `invoker` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const PUBLIC: Rule['read'] = () => ({
  label: 'unauthenticated access',
  values: {},
  flags: ['public'],
  family: 'invoker',
});

// Who "anyone" is, when a request says everybody may call a service.
const ANYONE = String.raw`(?:any(?:one|body)|every(?:one|body)|all\s+users|the\s+(?:whole\s+)?(?:public|internet|world))(?:\s+(?:on|from|across)\s+the\s+(?:public\s+)?(?:internet|web))?`;
// What they may do: call it, with or without a modal ("may", "should be able to", "is allowed to").
const MAY_CALL = String.raw`(?:(?:may|can|could|should|must|will|is\s+allowed\s+to|are\s+allowed\s+to)\s+(?:be\s+able\s+to\s+)?)?(?:call|invoke|reach|hit|access|use)s?`;

export const INVOKER: Rule[] = [
  // "allowing unauthenticated calls": anyone may call the service (Cloud Run's invoker for allUsers).
  {
    // Never said turned off: "not publicly accessible" is the private flag's, read by its own pattern.
    // Nor said refused: "doesn't allow unauthenticated calls" is a service that admits only signed calls.
    re: /(?<!(?:n't|\bnot|\bnever|\bno|\bdisallow(?:s|ing)?|\bblock(?:s|ing)?|\breject(?:s|ing)?)\s+(?:allow(?:s|ing)?\s+)?)(?<!\ballow(?:s|ing)?\s+)\b(?:allow(?:s|ing)?\s+)?unauthenticated(?:\s+(?:access|requests?|invocations?|calls?|users?))?\b|(?<!\b(?:not|never|n't|no)\s+(?:be\s+)?)\bpublicly\s+(?:invocable|callable|reachable|accessible)\b/g,
    read: PUBLIC,
    examples: {
      reads: { 'a cloud run service that allows unauthenticated requests': {}, 'make it publicly callable': {} },
      // A database that must not be publicly accessible is private, never open to callers.
      leaves: [
        'a cloud run service behind iap',
        'a mysql database on rds, not publicly accessible',
        "the cloud run service doesn't allow unauthenticated calls",
        'a cloud run service that does not allow unauthenticated requests',
      ],
    },
  },
  // "anyone on the internet can invoke it", "callable by everyone", "no authentication required":
  // the same meaning said of who may call rather than of how requests are authenticated.
  {
    re: new RegExp(
      String.raw`\b${ANYONE}\s+${MAY_CALL}\b|\b(?:callable|invocable|reachable)\s+by\s+${ANYONE}|\b(?:without|with\s+no|no)\s+(?:authentication|auth|sign[-\s]?in|login)(?:\s+(?:required|needed))?\b|\bopen\s+to\s+the\s+(?:public|internet|world)\b`,
      'g',
    ),
    // Said of who may call, these words mean "public" only of a Cloud Run service (the one kind
    // with an invoker); of a bucket or a load balancer other families read them.
    when: /\bcloud\s*run\b/i,
    read: PUBLIC,
    examples: {
      reads: {
        'a cloud run service anyone on the internet can invoke': {},
        'a cloud run service; everybody should be able to call it': {},
        'a cloud run service callable by anyone': {},
        'a cloud run service with no authentication required': {},
        'a cloud run service open to the internet': {},
      },
      leaves: ['a cloud run service only the frontend service account may invoke', 'an s3 bucket anyone can access'],
    },
  },
];
