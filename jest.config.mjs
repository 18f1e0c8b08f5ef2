// Unit and server suites. End-to-end tests (Chromium) have their own config,
// jest.e2e.config.mjs, because they need a build first.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: 'preact' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Preact 11, wouter, nanoid and friends ship only ESM: let swc transform them.
const esmDeps = ['preact', '@preact', 'wouter', 'nanoid', 'regexparam', '@floating-ui', '@testing-library/preact', 'minisearch', 'kysely', 'jose', 'typebox'];
// @fastify/cookie loads `cookie` with import(), which jest's CommonJS sandbox
// refuses without --experimental-vm-modules; transformed, it becomes a
// require(). The server tests that build the app in-process need it.
const dynamicImportDeps = ['@fastify/cookie'];

// Jest's node environment, which also kills a server (test/support/server.ts) a test file leaves running.
export const serversEnvironment = '<rootDir>/test/support/servers-environment.mjs';

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${[...esmDeps, ...dynamicImportDeps].join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  // On a busy 2-core machine creating a PostgreSQL database or writing the first .eml took more than jest's default
  // 5 s (a clean-clone run, 2026-11-28); a hang still fails, and the run's step limit bounds the whole.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/{loader,widgets,site,contract}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/support/jsdom-setup.ts'],
    },
    {
      ...common,
      // The build scripts: generated files, publishing a build, and a real build run while the web root is read.
      displayName: 'build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/build/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: serversEnvironment,
      testMatch: ['<rootDir>/test/{server,chat,architecture,content}/**/*.test.ts'],
    },
  ],
};
