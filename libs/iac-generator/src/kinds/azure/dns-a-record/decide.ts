import { type Component } from '../../../model/types';
import { recordTtl, statedRecord } from '../../dns';

/** An A record, once for every format: the record the request stated, else `www` pointing at the planned public IP. */
export function decide(c: Component) {
  const stated = statedRecord(c);
  // The TTL is read only for the record written here: a stated record carries its own.
  return { stated, host: 'www', ttl: stated ? undefined : recordTtl(c) };
}
