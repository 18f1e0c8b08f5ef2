// Jest's node environment, which also kills any server (test/support/server.ts)
// a test file left running. One still running when the file ends (a start that
// lost a Promise.all, a test that threw before stop()) holds jest open for ever
// through its pipes: the CI run that never ends. Teardown runs after every
// hook of the file, so servers the file stops itself are gone by then, and
// what is left is a leak: killed, and named.
import node from 'jest-environment-node';

const NodeEnvironment = node.TestEnvironment ?? node.default ?? node;

export default class ServersEnvironment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async teardown() {
    const left = [...(this.global.__serversRunning ?? [])];
    await Promise.all(
      left.map((child) => {
        console.warn(`${this.testPath}: a test left server PID ${child.pid} running; killed`);
        const gone = new Promise((res) => child.once('exit', res));
        child.kill('SIGKILL');
        return gone;
      }),
    );
    await super.teardown();
  }
}
