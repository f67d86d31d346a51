import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone (enough to find links). */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, so tests follow
 * the product's email exactly as a user would (no mocked transport).
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  /** `port` 0 picks a free one; the browser tests pass the port the product was told about. */
  static async start(port = 0): Promise<SmtpCapture> {
    let capture: SmtpCapture | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          capture?.receive({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            text: decodeQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    const bound = await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    capture = new SmtpCapture(server, bound);
    return capture;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private receive(mail: CapturedMail): void {
    this.messages.push(mail);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The first message to `to` (waits for it up to `timeoutMs`). */
  async waitFor(to: string, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.to.includes(to));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no email to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The verification link of a captured email. */
export function verificationLink(mail: CapturedMail): string {
  const match = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`no verification link in:\n${mail.text}`);
  return match[0];
}
