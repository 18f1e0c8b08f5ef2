// Further ways visitors ask the FAQ's questions (part 4 of content/visitor-phrasings): keyed by an existing FAQ
// question; questions only, never facts. Written on 2026-11-27 by a project session from the site's content, after
// questions about what happens to an inquiry's details had been missed in five dev sets (dev split of the first set,
// dev7, dev9, dev11); none is copied from an evaluation set, and no held-out set was read.
export const phrasings: Record<string, string[]> = {
  'What do you do with what I send in an inquiry?': [
    'what happens to the details I enter in your contact form',
    'who gets to see the information I send you',
    'will you pass my contact details on to third parties',
    'do you share or sell the email addresses people give you',
    'what do you use my name and email for',
    'is it safe to put my details in your inquiry form',
    'how long do you store what I send through the form',
    'is my personal data sold to marketers',
  ],
};
