// Every media file the content refers to, in one place (made by
// site/media/make-media.sh into site/public/, served from the web root).
import type { Image, Video } from './types';

const img = (src: string, alt: string, width: number, height: number): Image => ({ src, alt, width, height });

const poster = img('/assets/video/background-poster.webp', 'Abstract flowing gradient in deep blue and teal', 1280, 720);

export const hero = {
  home: poster,
  consulting: img('/assets/img/hero-consulting.webp', 'Abstract illustration of connected consulting workstreams', 1280, 640),
  digital: img('/assets/img/hero-digital.webp', 'Abstract digital network of data points', 1280, 640),
  operations: img('/assets/img/hero-operations.webp', 'Abstract layered process flow for business operations', 1280, 640),
  customerExperience: img('/assets/img/hero-customer-experience.webp', 'Abstract warm gradient suggesting conversation and support', 1280, 640),
  product: img('/assets/img/hero-product.webp', 'Abstract document pages flowing into a decision engine', 1280, 640),
  loanxpress: img('/assets/img/hero-loanxpress.webp', 'Abstract mortgage file moving swiftly through automated review', 1280, 640),
  ai: img('/assets/img/hero-ai.webp', 'Abstract neural pattern representing artificial intelligence', 1280, 640),
  ml: img('/assets/img/hero-ml.webp', 'Abstract rising curves representing machine learning models', 1280, 640),
  devops1: img('/assets/img/hero-devops-1.webp', 'Abstract continuous delivery loop', 1280, 640),
  devops2: img('/assets/img/hero-devops-2.webp', 'Abstract cloud infrastructure layers', 1280, 640),
  devops3: img('/assets/img/hero-devops-3.webp', 'Abstract monitoring signal waves', 1280, 640),
  // Article header images.
  articleQc: img('/assets/img/article-post-close-qc.webp', 'Abstract stack of reviewed loan documents with check marks', 1280, 640),
  articleAi: img('/assets/img/article-ai-mortgage.webp', 'Abstract neural network over a house outline', 1280, 640),
  articleIntelligent: img('/assets/img/article-intelligent-mortgage.webp', 'Abstract rising curves of falling cost per loan', 1280, 640),
} as const;

export const icon = {
  consulting: img('/assets/icons/consulting.svg', '', 64, 64),
  ai: img('/assets/icons/ai.svg', '', 64, 64),
  mortgage: img('/assets/icons/mortgage.svg', '', 64, 64),
  banking: img('/assets/icons/banking.svg', '', 64, 64),
  support: img('/assets/icons/support.svg', '', 64, 64),
  document: img('/assets/icons/document.svg', '', 64, 64),
  shield: img('/assets/icons/shield.svg', '', 64, 64),
  chart: img('/assets/icons/chart.svg', '', 64, 64),
} as const;

export const og = {
  default: '/assets/og/og-default.jpg',
  loanxpress: '/assets/og/og-loanxpress.jpg',
} as const;

/** Home's looping background video (desktop and up-to-768-px sources) and its still. */
export const video: Video = {
  src: '/assets/video/background-desktop.mp4',
  mobileSrc: '/assets/video/background-mobile.mp4',
  poster,
};

export const brochure = { label: 'Download the LoanXPress brochure (PDF)', href: '/assets/loanxpress-brochure.pdf' } as const;

export const favicon = '/favicon.svg';
