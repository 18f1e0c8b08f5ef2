// Leads on PostgreSQL: see leads-suite.ts.
import { leadsSuite } from './leads-suite';
import { describePostgres } from './helpers';

jest.setTimeout(60_000);
describePostgres('leads on PostgreSQL', () => leadsSuite('postgres'));
