import { isGreeting } from '../../contract/chat';

// One rule for the widget (local reply) and the server (/api/chat/ask).
describe('greeting (SPEC §5: hi, hello, hey, hii with repeated letters)', () => {
  it.each(['hi', 'hii', 'Hiii', 'HI', 'hello', 'Hello', 'HELLOOO', 'hellooo', 'hey', 'heyyy', 'Heyyyy', 'hhhiii', ' hi ', 'hi!', 'Hello!!', '  hey, ', '...hiii...', 'hi 👋', 'hi there', 'Hello there!', 'hey all', 'hi bot'])(
    'should treat %p as a greeting',
    (text) => expect(isGreeting(text)).toBe(true),
  );

  it.each(['hiring', 'hello world', 'hi there, what is LoanXPress?', 'hey you', 'history', 'h', 'he', 'hell', 'shi', 'hix', 'what is hi', ''])(
    'should not treat %p as a greeting',
    (text) => expect(isGreeting(text)).toBe(false),
  );
});
