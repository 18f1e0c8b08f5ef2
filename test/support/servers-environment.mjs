// Jest's node environment, which also ends any server (test/support/server.ts)
// a test file left running, and fails the file. One still running when the
// file ends (a start that lost a Promise.all, a test that threw before stop())
// holds jest open for ever through its pipes: the CI run that never ends.
// Teardown runs after every hook of the file, so servers the file stops itself
// are gone by then; one killed without waiting gets a moment to be reaped.
import node from 'jest-environment-node';

const NodeEnvironment = node.TestEnvironment ?? node.default ?? node;
const GRACE_MS = 2_000;

export default class ServersEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async teardown() {
    const running = this.global.__serversRunning;
    const deadline = Date.now() + GRACE_MS;
    while (running?.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const left = [...(running ?? [])];
    await Promise.all(left.map((server) => server.end()));
    await super.teardown();
    if (left.length) {
      throw new Error(`${this.testPath}: left server PID ${left.map((s) => s.pid).join(', ')} running (killed): stop every server a test starts`);
    }
  }
}
