export { ChecksModule } from './checks.module';
