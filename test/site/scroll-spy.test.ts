// Section tracking (SPEC §2, §9): active within 100 px, jumps 50 px above.
import { activeSection, jumpTarget } from '../../site/scroll-spy';

const sections = [
  { id: 'section-cx', top: 0 },
  { id: 'section-offerings', top: 800 },
  { id: 'section-contact', top: 1600 },
];

describe('scroll spy', () => {
  it('should make the first section active at the top of the page', () => {
    expect(activeSection(sections, 0)).toBe('section-cx');
  });

  it('should activate a section once its top is within 100 px above the scroll position', () => {
    expect(activeSection(sections, 699)).toBe('section-cx');
    expect(activeSection(sections, 700)).toBe('section-offerings');
    expect(activeSection(sections, 1499)).toBe('section-offerings');
    expect(activeSection(sections, 1500)).toBe('section-contact');
    expect(activeSection(sections, 99999)).toBe('section-contact');
  });

  it('should have no active section when there are none', () => {
    expect(activeSection([], 100)).toBeUndefined();
  });

  it('should jump to 50 px above the section top, never above the page', () => {
    expect(jumpTarget(800)).toBe(750);
    expect(jumpTarget(20)).toBe(0);
  });
});
