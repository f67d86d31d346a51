/**
 * How long weekly backups are kept, beside the daily ones (family `retention`): "weeklies (sunday) 12 weeks",
 * "keep weekly backups for 8 weeks on saturday", "weekly retention 26 weeks". A Recovery Services vault's VM
 * backup policy keeps them as its weekly retention, on the day said (Sunday when none is).
 */
import { type Rule } from '../settings';

const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*';
const DAYS: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const WEEKLY_KEEP_AZURE: Rule[] = [
  {
    re: new RegExp(
      `\\b(?:keep(?:ing|s)?\\s+(?:the\\s+)?|retain(?:ing|s)?\\s+(?:the\\s+)?)?(?:weeklies|weekly\\s+(?:backups?|copies|recovery\\s+points?|retention|ones))` +
        `\\s*(?:\\(\\s*${DAY}\\s*\\)|(?:on|from)\\s+${DAY})?\\s*(?:kept\\s+|retained\\s+)?(?:for\\s+)?(\\d{1,3})\\s*(?:weeks?|w)\\b` +
        `(?:\\s*(?:\\(\\s*${DAY}\\s*\\)|,?\\s*(?:on|from)\\s+${DAY}))?`,
      'g',
    ),
    when: /\b(?:recovery services|backup)\b/,
    read: (m) => ({
      label: 'weekly retention',
      values: { weeklyKeep: { weeks: Number(m[3]), day: DAYS[m[1] ?? m[2] ?? m[4] ?? m[5] ?? 'sun'] } },
      family: 'retention',
    }),
    examples: {
      reads: {
        'recovery services vault, keep dailies 30d, weeklies (sunday) 12 weeks': {
          weeklyKeep: { weeks: 12, day: 'Sunday' },
        },
        'a vm backup policy keeping weekly backups for 8 weeks on saturday': {
          weeklyKeep: { weeks: 8, day: 'Saturday' },
        },
      },
      leaves: ['a vm backup policy running weekly on sunday'],
    },
  },
];
