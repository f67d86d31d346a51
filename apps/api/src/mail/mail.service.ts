import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Email through the SMTP server of SMTP_URL. Without one, the product runs without email: sign-up
 * needs no verification, and the start-up log says so.
 */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly transport: Transporter | null;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    const url = config.env.SMTP_URL;
    this.transport = url ? createTransport(url, { from: config.env.MAIL_FROM }) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  onModuleInit(): void {
    if (this.transport) {
      const { host, port } = new URL(this.config.env.SMTP_URL!);
      // Host and port only: the URL may hold the SMTP password.
      this.logger.info({ smtp: `${host}:${port}` }, 'email enabled: new accounts verify their email address');
    } else {
      this.logger.warn('SMTP_URL is not set: email is off and new accounts are let in without email verification');
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) throw new Error('email is not configured');
    await this.transport.sendMail({ from: this.config.env.MAIL_FROM, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
