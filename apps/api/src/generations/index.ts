export { GenerationsModule } from './generations.module';
