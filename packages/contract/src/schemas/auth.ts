import { z } from "zod";
import { ROLES } from "../constants.js";
import { MSG } from "../messages/account.js";
import { singleLine } from "./common.js";

const trimmed = (required: string) => singleLine({ error: required }).trim().min(1, required);

export const usernameField = trimmed(MSG.usernameRequired).min(3, MSG.usernameMin).max(20, MSG.usernameMax);
export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(6, MSG.passwordMin)
  .max(128, MSG.passwordMax);
/** A new password (change or reset): the sign-up rules, with "New password is required". */
const newPasswordField = z
  .string({ error: MSG.newPasswordRequired })
  .min(1, MSG.newPasswordRequired)
  .min(6, MSG.passwordMin)
  .max(128, MSG.passwordMax);
export const emailField = trimmed(MSG.emailRequired).max(254, MSG.emailInvalid).pipe(z.email(MSG.emailInvalid));
/** Email with the "Please enter a valid email address" wording (forgot password, email change, newsletter). */
export const emailFieldAlt = trimmed(MSG.emailRequired)
  .max(254, MSG.emailInvalidAlt)
  .pipe(z.email(MSG.emailInvalidAlt));

export const roleName = z.enum([ROLES.user, ROLES.seller, ROLES.admin]);

export const signupRequest = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  role: z.array(z.string()).optional(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const signinRequest = z.object({
  username: trimmed(MSG.usernameRequired).max(254, MSG.invalidCredentials),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.invalidCredentials),
  rememberMe: z.boolean().optional().default(false),
});
export type SigninRequest = z.input<typeof signinRequest>;

export const userResponse = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    orderEmails: z.boolean(),
    /** The language the account's mails are written in (docs/decisions/0051); null: the shop's default. */
    language: z.string().nullable().optional(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userResponse>;

export const signinResponse = userResponse.extend({ jwtToken: z.string() }).meta({ id: "SignedInUser" });
export type SigninResponse = z.infer<typeof signinResponse>;

/** Needed unless the token comes from a sign-in in the last 10 minutes (docs/product/api.md §2). */
const confirmingPassword = z.string().max(128).optional();
export const updateEmailRequest = z.object({ email: emailFieldAlt, currentPassword: confirmingPassword });
export const changePasswordRequest = z.object({
  currentPassword: z.string({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired).max(128),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const forgotPasswordRequest = z.object({ email: emailFieldAlt });
export const resetPasswordRequest = z.object({
  newPassword: newPasswordField,
});

export const preferencesRequest = z.object({ orderEmails: z.boolean() });
/** `PUT /profile`: the account's language, one the shop offers (docs/decisions/0051). */
export const profileRequest = z.object({
  language: z.string({ error: MSG.languageRequired }).max(20, MSG.languageRequired),
});
export const deleteAccountRequest = z.object({
  confirmUsername: z.string({ error: MSG.confirmUsernameMismatch }).max(254),
  currentPassword: confirmingPassword,
});

// ---- Forms of the web app (same rules, plus confirmations) ----

export const loginForm = z.object({
  username: z.string().trim().min(1, MSG.usernameRequired),
  password: z.string().min(1, MSG.passwordRequired).min(6, MSG.passwordMin),
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginForm>;

export const registerForm = z
  .object({
    username: usernameField,
    email: z.string().trim().min(1, MSG.emailRequired).pipe(z.email(MSG.emailInvalid)),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ["confirmPassword"] });
export type RegisterForm = z.infer<typeof registerForm>;

export const forgotPasswordForm = z.object({
  email: z.string().trim().min(1, MSG.emailRequired).pipe(z.email(MSG.emailInvalidAlt)),
});

export const resetPasswordForm = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ["confirmPassword"] });

export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, MSG.currentPasswordRequired),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ["confirmPassword"] });

export const emailForm = z.object({
  email: z.string().trim().min(1, MSG.emailRequired).pipe(z.email(MSG.emailInvalidAlt)),
});
export const newsletterForm = z.object({ email: z.string().trim().pipe(z.email(MSG.emailInvalidAlt)) });
