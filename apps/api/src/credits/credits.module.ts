import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings';
import { CreditsService } from './credits.service';

/** Accounts' credits: granted at sign-up, by plans and promo codes; spent by generations. */
@Module({ imports: [SettingsModule], providers: [CreditsService], exports: [CreditsService] })
export class CreditsModule {}
