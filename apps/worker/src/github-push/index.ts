export { GithubPushModule } from './github-push.module';
