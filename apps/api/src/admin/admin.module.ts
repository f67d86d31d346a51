import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller';

/** /api/admin: every route but login, refresh, sign-out and the login hint requires an admin session. */
@Module({ controllers: [AdminAuthController] })
export class AdminModule {}
