/**
 * The `rawDelivery` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const RAW_DELIVERY_SERVICE: Rule[] = [
  // A subscription that delivers the message as published, without the SNS envelope.
  {
    re: /\braw (?:message )?deliver(?:y|ed)\b|\braw messages?\b|\bwithout the (?:sns )?envelope\b/g,
    read: () => ({ label: 'raw message delivery', values: {}, flags: ['rawDelivery'], family: 'rawDelivery' }),
    examples: {
      reads: { 'an sns subscription with raw message delivery': {} },
      leaves: ['an sns topic with a delivery policy'],
    },
  },
];
