import type { Page } from '../types';
import { hero } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'DevOps',
  meta: meta(
    'DevOps Services',
    'DevOps for financial services: CI/CD pipelines, infrastructure as code, cloud operations and monitoring for fast, safe and compliant releases.',
    ['DevOps', 'CI/CD', 'infrastructure as code', 'cloud operations', 'monitoring', 'DevSecOps'],
  ),
  blocks: [
    {
      kind: 'hero',
      heading: 'DevOps',
      text: 'Ship faster without compromising stability or compliance.',
      image: hero.devops1,
      slides: [
        { heading: 'Continuous Delivery', text: 'Automated build, test and deployment pipelines that turn every change into a safe, repeatable release.', image: hero.devops1 },
        { heading: 'Cloud and Infrastructure as Code', text: 'Versioned, reviewed infrastructure on public, private or hybrid cloud, provisioned in minutes.', image: hero.devops2 },
        { heading: 'Observability and Reliability', text: 'Monitoring, alerting and incident response that keep critical lending and banking systems available.', image: hero.devops3 },
      ],
    },
    {
      kind: 'cards',
      heading: 'How We Help',
      cards: [
        { title: 'CI/CD Pipelines', text: 'We design pipelines with automated testing, code quality gates and approvals that satisfy audit requirements.' },
        { title: 'Infrastructure as Code', text: 'Terraform, containers and Kubernetes configurations that make environments consistent from development to production.' },
        { title: 'DevSecOps', text: 'Security scanning, secrets management and policy checks built into every stage of delivery.' },
        { title: 'Monitoring and Support', text: 'Dashboards, alerting and on-call processes that detect issues before your customers do.' },
      ],
    },
  ],
};
