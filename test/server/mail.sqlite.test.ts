// Outbox durability on SQLite.
import { mailSuite } from './mail-suite';

jest.setTimeout(60_000);
describe('mail outbox on SQLite', () => mailSuite('sqlite'));
