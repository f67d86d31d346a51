export { GithubModule } from './github.module';
