// What every route can reach: configuration, the repositories and the
// services built at start. The database itself is not here: routes reach
// storage only through a repository or a service.
import type { Config } from '../config';
import type { Dialect } from '../db/index';
import type { UsersRepository } from '../db/users-repository';
import type { BlogsRepository } from '../db/blogs-repository';
import type { ChatGapsRepository } from '../db/chat-gaps-repository';
import type { Accounts } from '../auth/accounts';
import type { CaptchaService } from '../auth/captcha';
import type { TokenService, AccessClaims } from '../auth/tokens';
import type { Deliverer } from '../mail/thread';
import type { StoreInquiry } from '../mail/inquiry-store';
import type { Answerer } from '../chat/types';
import type { Redis } from 'ioredis';
import type { ReadyReply } from '../../contract/api/health';

export interface AppContext {
  config: Config;
  dialect: Dialect;
  /** Each part serving needs, checked now (/readyz). */
  readiness(): Promise<ReadyReply>;
  /** The Redis connection shared rate limits use, when REDIS_URL is set. */
  redis?: Redis;
  users: UsersRepository;
  blogs: BlogsRepository;
  accounts: Accounts;
  captcha: CaptchaService;
  tokens: TokenService;
  worker: Deliverer;
  /** Resolves once the inquiry and its mail are committed. */
  storeInquiry: StoreInquiry;
  answerer: Answerer;
  /** Questions the chatbot could not answer and thumbs-down answers, redacted (issue 14). */
  chatGaps: ChatGapsRepository;
  /** Mail domain for Message-IDs. */
  mailDomain: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    requireStaff: (req: FastifyRequest) => Promise<void>;
    /** A live session, also one that must change its password first (only ChangePassword uses it). */
    requireSession: (req: FastifyRequest) => Promise<void>;
    requireAdmin: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user?: AccessClaims;
  }
}
