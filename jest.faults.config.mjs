// The fault suite (npm run test:faults, also a step of npm test): a real
// server while PostgreSQL connections are terminated, Redis stops, SMTP
// refuses, SQLite fills up and the process is killed. One file at a time
// (each starts its own server and dependencies), figures printed at the end.
import base, { serversEnvironment } from './jest.config.mjs';

const common = { ...base.projects[2] };
delete common.displayName;
delete common.testMatch;
export default {
  ...common,
  displayName: 'faults',
  testEnvironment: serversEnvironment,
  testMatch: ['<rootDir>/test/faults/**/*.test.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/test/faults/global-setup.mjs',
  globalTeardown: '<rootDir>/test/faults/global-teardown.mjs',
};
