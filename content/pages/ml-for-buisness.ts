import type { Page } from '../types';
import { hero } from '../media';
import { meta } from './_meta';

export const page: Page = {
  path: 'MLForBuisness',
  meta: meta(
    'Machine Learning for Business',
    'Machine learning for financial services: credit risk, fraud detection, forecasting and document data extraction, deployed and monitored in production.',
    ['machine learning', 'ML', 'credit risk models', 'fraud detection', 'forecasting', 'MLOps'],
  ),
  blocks: [
    {
      kind: 'hero',
      heading: 'Machine Learning for Business',
      text: 'Models that learn from your data to predict risk, detect anomalies and extract information - with the governance regulators expect.',
      image: hero.ml,
    },
    {
      kind: 'cards',
      heading: 'What Machine Learning Can Do for You',
      cards: [
        { title: 'Predictive Risk Models', text: 'Credit, prepayment and default models that sharpen decisions and pricing.' },
        { title: 'Fraud and Anomaly Detection', text: 'Real-time scoring of applications and transactions to stop fraud before losses occur.' },
        { title: 'ML Data Extraction', text: 'Models trained on loan documents that capture income, asset and property data accurately.' },
        { title: 'MLOps and Model Governance', text: 'Versioning, monitoring, drift detection and documentation for model risk management.' },
      ],
    },
  ],
};
