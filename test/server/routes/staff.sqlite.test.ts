// The lead desk API on embedded SQLite.
import { staffSuite } from './staff-suite';

describe('lead desk API on SQLite', () => staffSuite('sqlite'));
