// The same API tests on PostgreSQL (a throwaway database per run).
import { apiSuite } from './api-suite';
import { describePostgres } from './helpers';

jest.setTimeout(60_000);
describePostgres('API on PostgreSQL', () => apiSuite('postgres'));
