/**
 * Ports the request stated ("route /api to the api service on port 8080", "TCP 8443") that no
 * written file holds: said as "not covered", since a port is a stated setting and the files do not
 * hold it (issue 24, class 4). Ports are read for every component of their phrase, so no single
 * setting reports them; the files are the judge of whether one was written.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Intent } from '../understand/understand';

/**
 * Whether some file holds `port` as a number of its own: not inside a longer number, an address
 * or a version ("8080" of "18080", "10.0.80.0", "1.80"). A file may hold it for another reason;
 * then nothing is said, which never calls missing what is there.
 */
export function holdsPort(port: number, content: string): boolean {
  return new RegExp(`(?<![\\d.])${port}(?![\\d.]\\d|\\d)`).test(content);
}

/** The "not covered" lines of stated ports no file holds, in the words that stated them. */
export function unusedPortLines(intent: Intent, content: string, said: readonly string[]): string[] {
  const lines: string[] = [];
  for (const port of intent.global.ports) {
    if (holdsPort(port, content)) continue;
    // The words that stated it: the number, with "port", "tcp" or "udp" before it when written so.
    const at = intent.account.findIndex((o) => o.text === String(port));
    if (at < 0) continue;
    const before = intent.account[at - 1];
    const words =
      before && before.phrase === intent.account[at].phrase && /^(?:port|tcp|udp)$/i.test(before.text)
        ? `${before.text} ${port}`
        : String(port);
    if (said.some((l) => new RegExp(`(?<!\\d)${port}(?!\\d)`).test(l))) continue;
    lines.push(GeneratorMessages.portNotWritten(words));
  }
  return lines;
}
