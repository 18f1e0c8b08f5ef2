// POST /api/Email/SendEmail (SPEC §3 "Contact email request", §7).
import { Type, type Static } from 'typebox';
import { INQUIRY_LIMITS as L, leadVariants, type LeadVariant } from '../inquiry';

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

// An enum keyword, typed as the LeadVariant union (a Union built from .map() types as never).
export const LeadVariantSchema = Type.Unsafe<LeadVariant>({ type: 'string', enum: [...leadVariants] });

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
});
export type SendEmailBody = Static<typeof SendEmailBody>;

/** The widget's request always carries every field. */
export type SendEmailRequest = Required<Pick<SendEmailBody, 'templateCode' | 'subjectcriteria' | 'criteria'>> & { emailTo: string } & Pick<
    SendEmailBody,
    'variant' | 'interests' | 'attribution' | 'consent'
  >;

export const SendEmailAccepted = Type.Object({ id: Type.String(), status: Type.String() });
export type SendEmailAccepted = Static<typeof SendEmailAccepted>;
