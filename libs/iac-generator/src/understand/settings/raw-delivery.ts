/**
 * The `rawDelivery` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const RAW_DELIVERY_SERVICE: Rule[] = [
  // A subscription that delivers the message as published, without the SNS envelope.
  {
    // "raw msg delivery", "raw payloads", "we don't want the sns envelope", "strip the envelope".
    re: /\braw\s+(?:(?:message|msg)s?\s+)?deliver(?:y|ed)\b|\braw\s+(?:messages?|msgs?|payloads?)\b|\b(?:without|no|(?:do\s*n[o']?t|dont)\s+want|strip(?:ped)?|drop(?:ped)?)\s+(?:the\s+|any\s+)?(?:sns\s+)?(?:json\s+)?envelopes?\b/g,
    read: () => ({ label: 'raw message delivery', values: {}, flags: ['rawDelivery'], family: 'rawDelivery' }),
    examples: {
      reads: {
        'an sns subscription with raw message delivery': {},
        'queue subscribed to the topic, raw msg delivery please': {},
        'subscribe the queue; we dont want the sns envelope': {},
      },
      leaves: ['an sns topic with a delivery policy'],
    },
  },
];
