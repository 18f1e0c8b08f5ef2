// Staff sign-in (SPEC §3 Login request/response, Refresh request, Captcha).
import { Type, type Static } from 'typebox';
import { PASSWORD_MAX } from '../auth';

const str = (maxLength: number) => Type.String({ maxLength });

/**
 * GET /api/auth/GenerateCaptcha: the image as one PNG (base64) rasterised on
 * the server at 3× width×height, for the 320×40 canvas at any device pixel
 * ratio up to 3. Pixels only: nothing tells glyphs from noise. The answer
 * stays on the server.
 */
export const CaptchaImage = Type.Object({
  captchaId: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  png: Type.String({ contentEncoding: 'base64', contentMediaType: 'image/png' }),
});
export type CaptchaImage = Static<typeof CaptchaImage>;

/** POST /api/auth/authenticate */
export const AuthenticateBody = Type.Object({
  _id: Type.Optional(str(100)),
  userName: Type.Optional(str(100)),
  email: Type.Optional(str(254)),
  password: Type.Optional(str(PASSWORD_MAX)),
  captchaId: Type.Optional(str(100)),
  captchaCode: Type.Optional(str(32)),
});
export type AuthenticateBody = Static<typeof AuthenticateBody>;

/**
 * The token object of sign-in and refresh (SPEC §3 Login response).
 * refreshToken is always '': the refresh token travels only in the HttpOnly
 * refreshToken cookie, out of reach of any script on the page.
 */
export const TokenObject = Type.Object({
  roleId: Type.Integer(),
  userId: Type.String(),
  companyId: Type.String(),
  emailId: Type.String(),
  refreshToken: Type.String(),
  token: Type.String(),
  isFirstLogin: Type.Boolean(),
  password: Type.Null(),
  tempUsers: Type.Null(),
  lockUser: Type.Boolean(),
});
export type TokenObject = Static<typeof TokenObject>;

/** POST /api/auth/Refreshtoken: the token in the body, or none (the cookie then, with the XSRF header). */
export const RefreshBody = Type.Union([Type.Object({ RefreshToken: Type.Optional(str(200)) }), Type.Null()]);
export type RefreshBody = Static<typeof RefreshBody>;

import { NEW_PASSWORD_MIN } from '../lead-desk';
export { NEW_PASSWORD_MIN };

/** POST /api/auth/ChangePassword */
export const ChangePasswordBody = Type.Object({
  currentPassword: str(PASSWORD_MAX),
  newPassword: Type.String({ minLength: NEW_PASSWORD_MIN, maxLength: PASSWORD_MAX }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** Every earlier session ends with the old password; token is the access token of the new one (its refresh token is in the cookie). */
export const ChangePasswordReply = Type.Object({ data: Type.Object({ isFirstLogin: Type.Boolean(), token: Type.Optional(Type.String()) }) });
export type ChangePasswordReply = Static<typeof ChangePasswordReply>;
