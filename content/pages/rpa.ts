import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'RPA',
  meta: meta(
    'Robotic Process Automation (RPA)',
    'Robotic process automation for banking and mortgage back offices: data entry, reconciliations, reporting and system hand-offs, running 24/7.',
    ['robotic process automation', 'RPA', 'back-office automation', 'bots', 'reconciliation'],
  ),
  blocks: [
    {
      kind: 'text',
      heading: 'Robotic Process Automation',
      paragraphs: [
        'Software robots take over repetitive, rules-based tasks so your people can focus on customers and exceptions. Combined with intelligent document processing, RPA can deliver about 95% less human intervention in routine steps.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Our RPA Services',
      cards: [
        { title: 'Process Discovery', text: 'We identify and prioritise the tasks with the best automation return, using volume and effort data.' },
        { title: 'Bot Development', text: 'Reliable bots for data entry, reconciliations, report generation and moving data between systems.' },
        { title: 'Intelligent Automation', text: 'Bots combined with AI document reading and decision rules for end-to-end straight-through processing.' },
        { title: 'Bot Operations', text: 'Monitoring, maintenance and scaling of your digital workforce, with audit trails for every action.' },
      ],
    },
  ],
};
