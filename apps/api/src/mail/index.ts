export { MailModule } from './mail.module';
export { MailService } from './mail.service';
