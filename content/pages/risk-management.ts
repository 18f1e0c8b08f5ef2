import type { Page } from '../types';
import { meta } from './_meta';

export const page: Page = {
  path: 'RiskManagement',
  meta: meta(
    'Risk Management and Compliance',
    'Risk management, compliance management, cloud security, SOC as a service, and application security and VAPT for financial institutions.',
    ['risk management', 'compliance management', 'cloud security', 'SOC as a service', 'application security', 'VAPT'],
  ),
  blocks: [
    {
      kind: 'cards',
      heading: 'Risk Management and Compliance',
      intro: 'Protect your institution, your customers and your reputation.',
      cards: [
        { title: 'Risk Management', text: 'Risk assessments, control frameworks and key risk indicators that give management a clear view of exposure.', icon: 'risk' },
        { title: 'Compliance Management', text: 'Regulatory change tracking, compliance testing and quality control for lending and banking processes.', icon: 'compliance' },
        { title: 'Cloud Security', text: 'Secure cloud architecture, configuration reviews and continuous posture management.', icon: 'cloud' },
        { title: 'SOC as a Service', text: 'Round-the-clock security monitoring, threat detection and incident response by our security operations centre.', icon: 'clock' },
        { title: 'Application Security and VAPT', text: 'Vulnerability assessment and penetration testing, secure code reviews and remediation guidance.', icon: 'lock' },
      ],
    },
  ],
};
