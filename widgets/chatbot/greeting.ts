// SPEC §5: hi, hello, hey, hii with repeated letters get a fixed local reply
// without asking the server. The whole message must be the greeting: 'Hiii!',
// ' heyyy ', 'HELLOOO...' match; 'hiring', 'hi there', 'hello world' do not.
const GREETING = /^[\s\p{P}\p{S}]*(?:h+i+|h+e+l+o+|h+e+y+)[\s\p{P}\p{S}]*$/iu;

export function isGreeting(text: string): boolean {
  return GREETING.test(text);
}
