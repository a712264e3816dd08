import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthService } from './admin-auth.service';
import { AdminSessionEntity } from './admin-session.entity';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { SignInPace } from './sign-in-pace.service';

/** Global: any feature module can put `@AdminOnly()` on a route or inject AdminAuthService. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AdminSessionEntity])],
  controllers: [AuthController],
  providers: [AdminAuthService, AdminGuard, SignInPace],
  exports: [AdminAuthService, AdminGuard],
})
export class AuthModule {}
