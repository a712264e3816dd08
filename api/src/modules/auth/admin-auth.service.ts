import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type AdminSessionDto, ErrorCode, type SignInResponse } from '@app/contracts';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import type { AppConfigService } from '../../config/app-config.module';
import { AdminSessionEntity } from './admin-session.entity';
import { adminTokenFrom, type RequestWithCredentials } from './admin-token.util';
import { SignInPace } from './sign-in-pace.service';

/** How long a sign-in lasts: a working day for the coach, short enough that a forgotten browser times out. */
export const ADMIN_SESSION_HOURS = 12;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

@Injectable()
export class AdminAuthService implements OnModuleInit {
  private readonly logger = new Logger(AdminAuthService.name);
  private passwordDigest!: Buffer;

  constructor(
    @Inject(ConfigService) private readonly config: AppConfigService,
    @InjectRepository(AdminSessionEntity) private readonly sessions: Repository<AdminSessionEntity>,
    private readonly pace: SignInPace,
  ) {}

  onModuleInit(): void {
    let password = this.config.get('adminPassword', { infer: true });
    if (!password) {
      // Config validation already refused production without a password; locally a fresh one per run is printed.
      password = randomBytes(12).toString('base64url');
      this.logger.warn(`ADMIN_PASSWORD is not set. Admin password for this run: ${password}`);
    }
    this.passwordDigest = sha256(password);
  }

  /** Constant time: both sides are hashed to the same length first, so neither length nor prefix leaks. */
  passwordMatches(candidate: string): boolean {
    return timingSafeEqual(sha256(candidate), this.passwordDigest);
  }

  /**
   * `address` is the client's (request.ip): wrong passwords from it slow its next attempts down (SignInPace), and
   * RATE_LIMITED means its line is full — the password was not even checked.
   */
  async signIn(password: string, address: string): Promise<SignInResponse> {
    if (!(await this.pace.awaitTurn(address))) throw new DomainError(ErrorCode.RATE_LIMITED);
    if (!this.passwordMatches(password)) {
      this.logger.warn('Admin sign-in refused: wrong password');
      await this.pace.recordFailure(address);
      throw new DomainError(ErrorCode.INVALID_PASSWORD);
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ADMIN_SESSION_HOURS * 3_600_000);
    await this.sessions.insert({ tokenHash: sha256(token).toString('hex'), expiresAt, revokedAt: null });
    // Old rows are useless; dropping them here keeps the table small without a scheduler.
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  async signOut(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.sessions.update(
      { tokenHash: sha256(token).toString('hex'), revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
  }

  /** The live session a token stands for, or null (unknown, expired, revoked). */
  async sessionFor(token: string | undefined): Promise<AdminSessionDto | null> {
    if (!token || token.length > 200) return null;
    const row = await this.sessions.findOneBy({
      tokenHash: sha256(token).toString('hex'),
      revokedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    return row ? { authenticated: true, expiresAt: row.expiresAt.toISOString() } : null;
  }

  /** For public routes that show more to the coach, and for the chat gateway's coach side. */
  async isAdminRequest(request: RequestWithCredentials): Promise<boolean> {
    return (await this.sessionFor(adminTokenFrom(request))) !== null;
  }
}
