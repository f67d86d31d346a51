export { WebAppModule } from './web-app.module';
