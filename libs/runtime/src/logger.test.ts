import { Writable } from 'node:stream';
import { createLogger, PinoNestLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', 'test', stream), text: () => lines.join('') };
}

describe('the logger keeps secrets out of error logs', () => {
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
  const failed = new Error(
    `insert into "users" ("id", "email", "password_hash") values ('9b2f', 'ada@example.com', '${hash}') - connection reset`,
  );

  it("replaces a failed statement's values and any password hash", () => {
    const { logger, text } = capture();
    logger.error({ err: failed }, 'request failed');
    expect(text()).toContain('insert into \\"users\\"');
    expect(text()).toContain("values ('[redacted]', '[redacted]', '[redacted]')");
    expect(text()).not.toContain('ada@example.com');
    expect(text()).not.toContain('argon2id$v=19');
  });

  it('scrubs the trace Nest passes with its own error logs, and leaves other errors as they are', () => {
    const { logger, text } = capture();
    new PinoNestLogger(logger).error('boom', failed.stack);
    logger.error({ err: new Error("could not reach 'redis' at 127.0.0.1:6379") }, 'plain');
    expect(text()).not.toContain('ada@example.com');
    expect(text()).toContain("could not reach 'redis' at 127.0.0.1:6379");
  });
});
