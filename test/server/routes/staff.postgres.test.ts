// The lead desk API on PostgreSQL.
import { describePostgres } from '../helpers';
import { staffSuite } from './staff-suite';

describePostgres('lead desk API on PostgreSQL', () => staffSuite('postgres'));
