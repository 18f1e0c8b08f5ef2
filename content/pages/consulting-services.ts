import type { Page } from '../types';
import { siteConfig } from '../site-config';
import { meta } from './_meta';

export const page: Page = {
  path: 'ConsultingServices',
  meta: meta(
    'Consulting Services',
    'How our BFSI consulting engagements work: assessment, design, pilot, scale and change management, with measurable results for lenders and banks.',
    ['consulting services', 'BFSI consulting', 'process transformation', 'operating model', 'change management'],
  ),
  blocks: [
    {
      kind: 'text',
      heading: 'Consulting Services',
      paragraphs: [
        `Financial institutions face rising costs, tighter regulation and customers who expect digital speed. ${siteConfig.company}'s consulting services help banks, mortgage lenders and insurers respond with operating models that are leaner, better controlled and ready for automation.`,
        'Every engagement starts with an assessment. We map the current process end to end, measure volumes, hand-offs, touches and error rates, and talk to the people who do the work. The result is a fact base that shows where time and money are lost - for example, how many times an underwriter touches a loan file, or how long a file waits between application and clear-to-close.',
        'Next we design the target state. We bring an external perspective from across the industry and a team with diverse expertise: lending operations, credit risk, compliance, data science and engineering. Where automation pays back, we specify it - intelligent document processing, no-code rules, decision engines, robotic process automation. Where people add the most value, we redesign roles and controls around them.',
        'We then prove value quickly. A focused pilot on a real portfolio or product line shows results within weeks rather than quarters, and gives your teams hands-on experience before the wider roll-out. Our clients typically target 30-40% lower process-level cost and a 50% shorter cycle time in the processes we automate.',
        'Scaling is where many transformations stall, so change management is built in from day one. We train staff, update procedures and controls, establish performance dashboards and hand over ownership so the improvement continues after we leave.',
        'Our consulting covers mortgage origination and servicing, consumer and commercial banking operations, collections, risk management and compliance, and customer experience. Whether you need a short diagnostic or a multi-year transformation partner, we shape the engagement around your goals.',
        `To start a conversation, use the contact form on our home page or e-mail ${siteConfig.email}.`,
      ],
    },
  ],
};
