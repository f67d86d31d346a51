/**
 * The `maintenance` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const MAINTENANCE_LIMITS: Rule[] = [
  // "maintenance window on Sundays at 02:00 UTC", "maintenance every tuesday at 3am". After "SSM" or
  // "Systems Manager" the words "maintenance window" name that resource (kinds/aws/ssm-maintenance-window),
  // so only its day and time are read here.
  {
    re: /(?:(?<!\b(?:ssm|systems\s+manager|patch\s+manager)\s+)\bmaintenance(?:\s+window)?\s*|(?<=\b(?:ssm|systems\s+manager|patch\s+manager)\s+maintenance\s+windows?\s+))(?:is\s+|on\s+|every\s+|:\s*)*(sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?s?\s+(?:at|from)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?:\s*utc)?\b/g,
    read: (m) => {
      const day = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(m[1].slice(0, 3));
      let hour = Number(m[2]) % 24;
      if (m[4] === 'pm' && hour < 12) hour += 12;
      if (m[4] === 'am' && hour === 12) hour = 0;
      const minute = Number(m[3] ?? 0);
      return day < 0 || minute > 59
        ? undefined
        : { label: 'maintenance window', values: { maintenanceWindow: { day, hour, minute } }, family: 'maintenance' };
    },
    examples: {
      reads: {
        'a database with its maintenance window on sunday at 3 am': {
          maintenanceWindow: { day: 0, hour: 3, minute: 0 },
        },
        'an ssm maintenance window every saturday at 22:30': { maintenanceWindow: { day: 6, hour: 22, minute: 30 } },
      },
      leaves: ['a backup every sunday'],
    },
  },
];
