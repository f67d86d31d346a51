/**
 * Instance types and SKUs by their shape ("t3.micro", "db.r6g.large"): a size, or an engine's size
 * for a "db." type. settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const INSTANCE_TYPE: Rule[] = [
  // Instance types and SKUs by their shape.
  {
    re: /\b((?:db|cache|dax|ml|kafka|mq)\.)?([a-z]\d[a-z0-9]*\.(?:nano|micro|small|medium|large|\d{0,2}xlarge|metal)(?:\.search|\.elasticsearch)?)\b/g,
    read: (m) => ({
      label: 'instance type',
      values: { size: (m[1] ?? '') + m[2] },
      family: m[1] === 'db.' ? 'engine' : 'size',
    }),
    examples: {
      reads: {
        'an ec2 instance of type t3.micro': { size: 't3.micro' },
        'an rds instance on db.r6g.large': { size: 'db.r6g.large' },
      },
      leaves: ['an instance in us-east-1'],
    },
  },
];
