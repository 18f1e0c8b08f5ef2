// Leads on SQLite: see leads-suite.ts.
import { leadsSuite } from './leads-suite';

jest.setTimeout(60_000);
describe('leads on SQLite', () => leadsSuite('sqlite'));
