export { UsersModule } from './users.module';
export { UsersService } from './users.service';
export { AdminBootstrapService } from './admin-bootstrap.service';
export { decoyHash, verifyPassword } from './passwords';
export { ONCE_THE_FIELDS_ARE_VALID, requireStrongPassword } from './strong-password';
export { toAdminUser, toAuthUser } from './user-views';
