// Every route of SPEC §2, in menu-ish order.
import type { Page } from '../types';
import { page as home } from './home';
import { page as ourVision } from './our-vision';
import { page as header } from './header';
import { page as vision } from './vision';
import { page as mission } from './mission';
import { page as consultingSolution } from './consulting-solution';
import { page as consultingServices } from './consulting-services';
import { page as digitalDomainSolution } from './digital-domain-solution';
import { page as aiForBuisness } from './ai-for-buisness';
import { page as mlForBuisness } from './ml-for-buisness';
import { page as rpa } from './rpa';
import { page as devOps } from './dev-ops';
import { page as operations } from './operations';
import { page as bankingServices } from './banking-services';
import { page as mortgageSolutions } from './mortgage-solutions';
import { page as riskManagement } from './risk-management';
import { page as customerExperience } from './customer-experience';
import { page as customerSupport } from './customer-support';
import { page as emailSupport } from './email-support';
import { page as collections } from './collections';
import { page as insurance } from './insurance';
import { page as payment } from './payment';
import { page as tax } from './tax';
import { page as product } from './product';
import { page as loanexpress } from './loanexpress';
import { page as preUWLoanXPress } from './pre-uw-loan-x-press';
import { page as mortgageUseCase } from './mortgage-use-case';
import { page as bankingUseCase } from './banking-use-case';
import { page as intelligentMortgage } from './intelligent-mortgage';
import { page as blog } from './blog';
import { page as blogPostCloseQc } from './blog-mortgage-post-close-qc-ai';
import { page as blogAiInMortgageLending } from './blog-ai-in-mortgage-lending';
import { page as mortgageLending } from './mortgage-lending';
import { page as sitemap } from './sitemap';
import { page as underContruction } from './under-contruction';
import { page as login } from './login';
import { page as dashboard } from './dashboard';
import { page as blogRegistration } from './blog-registration';
import { page as smartQC } from './smart-qc';
import { page as partners } from './partners';

export const pages: Page[] = [
  home,
  vision,
  mission,
  ourVision,
  header,
  consultingSolution,
  consultingServices,
  digitalDomainSolution,
  aiForBuisness,
  mlForBuisness,
  rpa,
  devOps,
  operations,
  bankingServices,
  mortgageSolutions,
  riskManagement,
  customerExperience,
  customerSupport,
  emailSupport,
  collections,
  insurance,
  payment,
  tax,
  product,
  loanexpress,
  preUWLoanXPress,
  mortgageUseCase,
  bankingUseCase,
  intelligentMortgage,
  blog,
  blogPostCloseQc,
  blogAiInMortgageLending,
  mortgageLending,
  sitemap,
  underContruction,
  login,
  dashboard,
  blogRegistration,
  smartQC,
  partners,
];

/** The page at a route path (case-sensitive, no leading slash). */
export function pageAt(path: string): Page | undefined {
  return pages.find((p) => p.path === path);
}
