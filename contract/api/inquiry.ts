// POST /api/Email/SendEmail (SPEC §3 "Contact email request", §7).
import { Type, type Static } from 'typebox';
import { INQUIRY_LIMITS as L } from '../inquiry';

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
});
export type SendEmailBody = Static<typeof SendEmailBody>;

/** The widget's request always carries every field. */
export type SendEmailRequest = Required<Omit<SendEmailBody, 'emailTo'>> & { emailTo: string };

export const SendEmailAccepted = Type.Object({ id: Type.String(), status: Type.String() });
export type SendEmailAccepted = Static<typeof SendEmailAccepted>;
