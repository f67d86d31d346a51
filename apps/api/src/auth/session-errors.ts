import { UnauthorizedException } from '@nestjs/common';
import { Messages } from '@infragen/contracts';

/** No live session behind a refresh token (absent, expired, revoked, or already used). */
export class SessionNotFoundException extends UnauthorizedException {
  constructor() {
    super(Messages.auth.sessionNotFound);
  }
}
