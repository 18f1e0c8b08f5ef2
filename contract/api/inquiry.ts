// POST /api/Email/SendEmail (SPEC §3 "Contact email request", §7).
import { Type, type Static } from 'typebox';
import { INQUIRY_LIMITS as L, leadVariants } from '../inquiry';

const url = Type.String({ maxLength: 2048 });
const utmValue = Type.String({ maxLength: 200 });

/**
 * Where a lead came from (issue 13). Recorded by the widget from the page it
 * runs on; no cookie is involved. Every part is optional: a lead never fails
 * for want of attribution.
 */
export const Attribution = Type.Object(
  {
    /** The page the form or chat was on (location.href without the fragment). */
    page: Type.Optional(url),
    /** document.referrer of the landing page, when there was one. */
    referrer: Type.Optional(url),
    /** UTM parameters of the landing URL, kept in session storage for the visit. */
    utm: Type.Optional(
      Type.Object(
        {
          source: Type.Optional(utmValue),
          medium: Type.Optional(utmValue),
          campaign: Type.Optional(utmValue),
          term: Type.Optional(utmValue),
          content: Type.Optional(utmValue),
        },
        { additionalProperties: false },
      ),
    ),
    /** The partner page's origin when the widget is embedded off our site. */
    partnerOrigin: Type.Optional(Type.String({ maxLength: 300 })),
    /** The widget build that sent it. */
    widgetVersion: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type Attribution = Static<typeof Attribution>;

/** What the visitor was shown and agreed to (issue 13); the server adds the time. */
export const ConsentInput = Type.Object(
  {
    /** Version of the privacy notice line shown under the button (content data). */
    noticeVersion: Type.String({ maxLength: 40 }),
    /** The optional, unticked "keep me informed" box. */
    optIn: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ConsentInput = Static<typeof ConsentInput>;

const amount = Type.Number({ minimum: 0, maximum: 1e12 });

/**
 * The savings calculator's estimate sent with its lead (issue 12): the inputs,
 * the figures the visitor saw and the assumptions' version, so the number
 * quoted can be worked out again (contract/savings.ts).
 */
export const EstimateRecord = Type.Object(
  {
    assumptionsVersion: Type.String({ maxLength: 40 }),
    inputs: Type.Object(
      { loansPerMonth: amount, costPerLoan: Type.Optional(amount), daysToClose: Type.Optional(amount) },
      { additionalProperties: false },
    ),
    outputs: Type.Object(
      {
        yearlyLow: amount,
        yearlyHigh: amount,
        perLoanLow: amount,
        perLoanHigh: amount,
        daysSaved: Type.Union([amount, Type.Null()]),
        touchesPerYear: amount,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type EstimateRecord = Static<typeof EstimateRecord>;

/**
 * An estimate as stored with its lead: what the visitor was quoted, and
 * whether the server, working it out again from the inputs, got the same
 * figures ('matches'), other figures ('differs': the quote is kept as shown)
 * or could not ('unknown-version': assumptions it no longer has;
 * 'out-of-range': inputs the calculator would not have accepted).
 */
export const StoredEstimate = Type.Object(
  {
    ...EstimateRecord.properties,
    check: Type.Union([Type.Literal('matches'), Type.Literal('differs'), Type.Literal('unknown-version'), Type.Literal('out-of-range')]),
  },
  { additionalProperties: false },
);
export type StoredEstimate = Static<typeof StoredEstimate>;

export const LeadVariantSchema = Type.Enum(leadVariants);

export const SendEmailBody = Type.Object({
  templateCode: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 })])),
  subjectcriteria: Type.Optional(Type.Array(Type.String({ maxLength: L.criterion }), { maxItems: 20 })),
  /** [name, email, subject or designation or '', message], in this order. */
  criteria: Type.Tuple([
    Type.String({ maxLength: L.name }),
    Type.String({ maxLength: L.email }),
    Type.String({ maxLength: L.subject }),
    Type.String({ maxLength: L.message }),
  ]),
  /** Sent by the published client; the server ignores it and mails only INQUIRY_TO. */
  emailTo: Type.Optional(Type.Union([Type.String({ maxLength: 320 }), Type.Array(Type.Unknown(), { maxItems: 10 }), Type.Null()])),
  /** Beside SPEC's payload (issue 13): which form, chat hand-off or calculator sent it. */
  variant: Type.Optional(LeadVariantSchema),
  /** The "Interested In" boxes ticked, by label. */
  interests: Type.Optional(Type.Array(Type.String({ maxLength: L.criterion }), { maxItems: 20 })),
  attribution: Type.Optional(Attribution),
  consent: Type.Optional(ConsentInput),
  estimate: Type.Optional(EstimateRecord),
});
export type SendEmailBody = Static<typeof SendEmailBody>;

/** The widget's request always carries every field. */
export type SendEmailRequest = Required<Pick<SendEmailBody, 'templateCode' | 'subjectcriteria' | 'criteria'>> & { emailTo: string } & Pick<
    SendEmailBody,
    'variant' | 'interests' | 'attribution' | 'consent' | 'estimate'
  >;

export const SendEmailAccepted = Type.Object({ id: Type.String(), status: Type.String() });
export type SendEmailAccepted = Static<typeof SendEmailAccepted>;
