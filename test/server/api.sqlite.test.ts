// The API on embedded SQLite (the default storage).
import { apiSuite } from './api-suite';

jest.setTimeout(60_000);
describe('API on SQLite', () => apiSuite('sqlite'));
