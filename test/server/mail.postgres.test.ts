// Outbox durability on PostgreSQL (FOR UPDATE SKIP LOCKED claims).
import { mailSuite } from './mail-suite';
import { describePostgres } from './helpers';

jest.setTimeout(60_000);
describePostgres('mail outbox on PostgreSQL', () => mailSuite('postgres'));
