// Worker-thread entry: the server runs TypeScript through tsx, so register its
// loader in this thread before importing the outbox thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./thread-entry.ts');
