// Identity requests and responses; the same schemas validate the forms in the browser.
import { z } from 'zod';
import { LOCALES } from './languages';
import { MSG } from './messages';
import { text } from './primitives';

export const emailSchema = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: MSG.invalidEmail }));
// Long passwords are checked in full; argon2 hashes any length, 1024 bounds the work per request. What the browser
// can check too: the length, and a password of fewer than four different characters ('aaaaaaaa', 'abababab'); the
// common-password list and the guessability estimate are the server's (apps/server/.../password-policy.ts), whose
// message the form shows on the password field.
export const passwordSchema = text()
  .min(8, MSG.passwordTooShort)
  .max(1024)
  .refine((p) => new Set(p).size >= 4, MSG.passwordTooWeak);

/** One of the languages Hookline speaks (languages.ts); any other tag is refused. */
export const languageSchema = z.enum(LOCALES, { message: MSG.languageUnknown });

/** Who signs up: a creator (/signup's default) or a musician choosing it on the page (decisions/0015). */
export const ACCOUNT_TYPES = ['creator', 'musician'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const signUpBody = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    terms: z.literal(true, { message: MSG.acceptTerms }),
    age: z.literal(true, { message: MSG.confirmAge }),
    marketing: z.boolean().default(false),
    /** the language chosen on the sign-up screen (else the browser's): the account's and its emails' */
    language: languageSchema.optional(),
    account_type: z.enum(ACCOUNT_TYPES, { message: MSG.signupAccountTypeUnknown }).default('creator'),
    /** a musician's stage name (required for a musician, refused for a creator) */
    stage_name: text().trim().min(1, MSG.enterStageName).max(100).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.account_type === 'musician' && !b.stage_name)
      ctx.addIssue({ code: 'custom', path: ['stage_name'], message: MSG.enterStageName });
    if (b.account_type === 'creator' && b.stage_name !== undefined)
      ctx.addIssue({ code: 'custom', path: ['stage_name'], message: MSG.signupStageNameMusicianOnly });
  });
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({ email: emailSchema, password: text().min(1).max(1024) }).strict();
export type SignInBody = z.infer<typeof signInBody>;

export const identitySchema = z.object({
  id: z.number(),
  email: z.string(),
  email_verified: z.boolean(),
  admin: z.boolean(),
  user_type: z.enum(['creator', 'musician']),
  mfa_enabled: z.boolean(),
  mfa_passed: z.boolean(),
});
export type Identity = z.infer<typeof identitySchema>;

export const signInResponse = z.object({ token: z.string(), identity: identitySchema, mfa_required: z.boolean() });
export type SignInResponse = z.infer<typeof signInResponse>;

export const tokenBody = z.object({ token: text().min(10).max(200) }).strict();
export const emailBody = z.object({ email: emailSchema }).strict();
export const resetPasswordBody = z.object({ token: text().min(10).max(200), password: passwordSchema }).strict();
export const changePasswordBody = z
  .object({ current_password: text().min(1).max(1024), new_password: passwordSchema })
  .strict();
export const changeEmailBody = z.object({ new_email: emailSchema, password: text().min(1).max(1024) }).strict();
export const mfaCodeBody = z.object({ code: text().trim().min(6).max(32) }).strict();
/** POST /api/auth/mfa/enroll: in production an admin's first set-up needs the token of a fresh confirmation email. */
export const mfaEnrolBody = z.object({ token: text().min(10).max(200).optional() }).strict();
export type MfaCodeBody = z.infer<typeof mfaCodeBody>;
/** POST /api/auth/mfa/enroll: the new secret, its otpauth URL and that URL as a QR code (SVG markup). */
export const mfaEnrolment = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export type MfaEnrolment = z.infer<typeof mfaEnrolment>;
export const mfaConfirmation = z.object({ recovery_codes: z.array(z.string()) });
export type MfaConfirmation = z.infer<typeof mfaConfirmation>;
