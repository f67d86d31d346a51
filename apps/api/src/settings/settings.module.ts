import { Module } from '@nestjs/common';
import { SettingsBroadcast } from './settings-broadcast';
import { SettingsService } from './settings.service';

/**
 * The operator's settings, for every module whose behaviour they change, kept in step across
 * the deployment's api instances through Redis.
 */
@Module({ providers: [SettingsService, SettingsBroadcast], exports: [SettingsService] })
export class SettingsModule {}
