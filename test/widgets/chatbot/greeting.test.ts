import { isGreeting } from '../../../widgets/chatbot/greeting';

describe('greeting (SPEC §5: hi, hello, hey, hii with repeated letters)', () => {
  it.each(['hi', 'hii', 'Hiii', 'HI', 'hello', 'Hello', 'HELLOOO', 'hellooo', 'hey', 'heyyy', 'Heyyyy', 'hhhiii', ' hi ', 'hi!', 'Hello!!', '  hey, ', '...hiii...', 'hi 👋'])(
    'should treat %p as a greeting',
    (text) => expect(isGreeting(text)).toBe(true),
  );

  it.each(['hiring', 'hi there', 'hello world', 'hey you', 'history', 'h', 'he', 'hell', 'shi', 'hix', 'what is hi', ''])(
    'should not treat %p as a greeting',
    (text) => expect(isGreeting(text)).toBe(false),
  );
});
