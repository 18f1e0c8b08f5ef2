// A fragment never breaks the page: '#%E0%A4%A' (malformed percent-encoding,
// typed or pasted by anyone) is taken as written instead of throwing
// "URI malformed" from the site's navigation.
import { fragmentId } from '../../site/links';
import { afterNavigate, startNavigation } from '../../site/navigation';

describe('fragmentId', () => {
  it.each([
    ['#about-section', 'about-section'],
    ['#about%20us', 'about us'],
    ['#caf%C3%A9', 'café'],
    ['about-section', 'about-section'],
    ['#', ''],
    ['', ''],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['#%', '%'],
    ['#%zz', '%zz'],
    ['#%C3', '%C3'],
  ])('%j → %j', (hash, id) => {
    expect(fragmentId(hash)).toBe(id);
  });
});

describe('navigation with a malformed fragment', () => {
  beforeAll(() => {
    window.matchMedia ??= ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} })) as never;
    Element.prototype.scrollIntoView ??= function () {};
  });

  it('afterNavigate does not throw on /Home#%E0%A4%A and still scrolls to an id written that way', () => {
    startNavigation();
    history.replaceState(history.state, '', '/Home#%E0%A4%A');
    expect(location.hash).toBe('#%E0%A4%A');
    const target = document.createElement('section');
    target.id = '%E0%A4%A';
    const scrolled = jest.fn();
    target.scrollIntoView = scrolled;
    document.body.append(target);
    expect(() => afterNavigate()).not.toThrow();
    expect(scrolled).toHaveBeenCalled();
    target.remove();
  });

  it('a well-formed encoded fragment still finds its section', () => {
    history.replaceState(history.state, '', '/Home#caf%C3%A9');
    const target = document.createElement('section');
    target.id = 'café';
    const scrolled = jest.fn();
    target.scrollIntoView = scrolled;
    document.body.append(target);
    afterNavigate();
    expect(scrolled).toHaveBeenCalled();
    target.remove();
  });
});
