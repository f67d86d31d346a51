/**
 * The zone of a clock ("time zone", "timezone") is a value a schedule or a policy is stated in, never a
 * DNS zone (issue 24, INV); a zone of names is still one. Wordings of our own.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const kinds = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => m.kind);

describe('a clock zone beside a schedule', () => {
  it('writes no DNS zone for the time zone a schedule or policy runs in', () => {
    expect(kinds('a backup vault with a nightly policy at 01:30, policy time zone Asia/Tokyo', 'azure')).not.toContain(
      'azure.dns_zone',
    );
    expect(kinds('an eventbridge schedule every monday at 9am, time zone Europe/Paris', 'aws')).not.toContain(
      'aws.route53_zone',
    );
  });

  it('still reads a zone of names as a DNS zone', () => {
    expect(kinds('a public dns zone shop-demo.org with an A record www', 'gcp')).toContain('gcp.dns_managed_zone');
    expect(kinds('a hosted zone for corp-demo.net', 'aws')).toContain('aws.route53_zone');
  });
});
