// The privacy notice line under every inquiry form's button (issue 13).
// Versioned: each lead stores the version it was shown, so a change of
// wording is a new version here (keep the old ones: stored leads name them).

export interface PrivacyNotice {
  /** Stored with each lead (consent.noticeVersion). */
  version: string;
  /** The line shown under the button. */
  text: string;
  /** The optional, unticked opt-in beside it. */
  optInLabel: string;
}

export const privacyNotices: readonly PrivacyNotice[] = [
  {
    version: '2026-11-23',
    text: 'We use what you send only to answer your inquiry and keep it no longer than needed to do so. We never sell it.',
    optInLabel: 'Keep me informed about products and events (optional)',
  },
];

/** The notice shown now: the last one. */
export const privacyNotice: PrivacyNotice = privacyNotices[privacyNotices.length - 1];
