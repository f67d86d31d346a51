import { Module } from '@nestjs/common';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { UsersService } from './users.service';

/** Accounts and the first administrator. */
@Module({ providers: [UsersService, AdminBootstrapService], exports: [UsersService, AdminBootstrapService] })
export class UsersModule {}
