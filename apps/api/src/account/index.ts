export { AccountModule } from './account.module';
