// POST /api/users/register: administrators create staff users.
import { Type, type Static } from 'typebox';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth';

export const USERNAME_PATTERN = '^[A-Za-z0-9._@-]{3,100}$';

export const RegisterBody = Type.Object({
  userName: Type.String({ minLength: 3, maxLength: 100, pattern: USERNAME_PATTERN }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  role: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('staff')])),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterReply = Type.Object({
  data: Type.Object({
    userId: Type.String(),
    userName: Type.String(),
    emailId: Type.String(),
    roleId: Type.Integer(),
    isFirstLogin: Type.Boolean(),
  }),
});
export type RegisterReply = Static<typeof RegisterReply>;
