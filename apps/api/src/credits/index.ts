export { CreditsModule } from './credits.module';
export { CreditsService } from './credits.service';
