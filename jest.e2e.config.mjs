// End-to-end suites: built bundles, a real server, Debian Chromium through puppeteer-core.
import base, { serversEnvironment } from './jest.config.mjs';
const common = { ...base.projects[1] };
delete common.displayName;
export default {
  ...common,
  displayName: 'e2e',
  testEnvironment: serversEnvironment,
  testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
};
