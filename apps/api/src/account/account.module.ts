import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits';
import { ProjectsModule } from '../projects';
import { PromoCodesModule } from '../promo-codes';
import { AccountController } from './account.controller';

/** /api/account: what a signed-in user has (credits, redeemed codes, projects) and may do with it. */
@Module({ imports: [CreditsModule, PromoCodesModule, ProjectsModule], controllers: [AccountController] })
export class AccountModule {}
