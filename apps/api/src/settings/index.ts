export { SettingsModule } from './settings.module';
export { SettingsService } from './settings.service';
