// Section tracking on pages with forms (SPEC §2, "Scroll behaviour on pages
// with forms"; §9): a section is active when its top is within 100 px above
// the scroll position; a jump lands 50 px above the section's top.
export const activeOffset = 100;
export const jumpOffset = 50;

export interface SectionTop {
  id: string;
  /** Distance from the top of the document, in px. */
  top: number;
}

/** The last section whose top minus 100 px has been scrolled past; the first one before any. */
export function activeSection(sections: SectionTop[], scrollY: number): string | undefined {
  let active = sections[0]?.id;
  for (const s of sections) if (s.top - activeOffset <= scrollY) active = s.id;
  return active;
}

export function jumpTarget(sectionTop: number): number {
  return Math.max(0, sectionTop - jumpOffset);
}
