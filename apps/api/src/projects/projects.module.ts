import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings';
import { ProjectsService } from './projects.service';

/** Users' projects (saved conversations) and the operator's limit on how many each keeps. */
@Module({ imports: [SettingsModule], providers: [ProjectsService], exports: [ProjectsService] })
export class ProjectsModule {}
