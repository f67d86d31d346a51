export { ProjectsModule } from './projects.module';
export { ProjectsService } from './projects.service';
