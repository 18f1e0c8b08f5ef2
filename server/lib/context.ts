// What every route can reach: configuration, storage and the services built at start.
import type { Config } from '../config';
import type { Db, Dialect } from '../db/index';
import type { CaptchaService } from '../auth/captcha';
import type { TokenService, AccessClaims } from '../auth/tokens';
import type { Deliverer } from '../mail/thread';
import type { StoreInquiry } from '../mail/inquiry-store';
import type { Answerer } from '../chat/types';

export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  ping(): Promise<void>;
  captcha: CaptchaService;
  tokens: TokenService;
  worker: Deliverer;
  /** Resolves once the inquiry and its mail are committed. */
  storeInquiry: StoreInquiry;
  answerer: Answerer;
  /** Mail domain for Message-IDs. */
  mailDomain: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    requireStaff: (req: FastifyRequest) => Promise<void>;
    requireAdmin: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user?: AccessClaims;
  }
}
