/**
 * Words a setting reads as a product's name are never "corrected" into other words ("nodejs 20"
 * is a runtime, not twenty nodes), and a property said turned off is never read as its opposite
 * ("not publicly accessible" is private, never open to callers), misspelt or not.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud) => understand(prompt, cloud);

describe('product words and turned-off properties', () => {
  it('reads "nodejs 22" as the runtime of one function', () => {
    const intent = read('an aws lambda on nodejs 22 that resizes images', 'aws');
    expect(intent.mentions.map((m) => [m.kind, m.count])).toEqual([['aws.lambda_function', 1]]);
    expect(intent.corrections).toEqual([]);
  });

  it('never reads "not publicly accessible" as open to anyone', () => {
    for (const prompt of [
      'a mariadb database on rds that is not publicly accessible',
      'an rds mysql instance, must not be publically accessible',
    ]) {
      const intent = read(prompt, 'aws');
      expect(intent.mentions.flatMap((m) => m.settings.map((s) => s.label))).not.toContain('unauthenticated access');
      expect(intent.notCovered).toEqual([]);
    }
  });
});
