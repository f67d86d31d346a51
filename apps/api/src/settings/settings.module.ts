import { Module } from '@nestjs/common';
import { SettingsService } from './settings.service';

/** The operator's settings, for every module whose behaviour they change. */
@Module({ providers: [SettingsService], exports: [SettingsService] })
export class SettingsModule {}
