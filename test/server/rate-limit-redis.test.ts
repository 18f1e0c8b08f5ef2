// With REDIS_URL, rate limits are counted across instances (two real server
// processes here: the point is that they share nothing but Redis).
import { randomBytes } from 'node:crypto';
import { startServer } from '../support/server';
import { REDIS_TEST_URL, describeRedis, http } from './helpers';

jest.setTimeout(60_000);

describeRedis('rate limits shared through Redis', () => {
  test('with REDIS_URL, two instances count one address together', async () => {
    const env = { REDIS_URL: REDIS_TEST_URL, TRUST_PROXY: '127.0.0.1', AUTH_RATE_PER_MIN: '6' };
    const a = await startServer(env);
    const b = await startServer(env);
    try {
      // A documentation-range address (only a header value) new to the shared Redis, so two runs within a minute never share a count.
      const ip = `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const r = await http(`${(i % 2 ? a : b).url}/api/auth/authenticate`, {
          json: { userName: 'x', password: 'y', captchaId: 'z', captchaCode: 'w' },
          headers: { 'x-forwarded-for': ip },
        });
        statuses.push(r.status);
      }
      // Per process, each instance would have allowed 6 (8 in all); shared, the 7th is refused.
      expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
      expect(statuses.slice(6)).toEqual([429, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
