/** The signed-in account as every use case sees it (resolved from the bearer token by http/auth.ts). */
import { ROLES, type Role } from "@shop/contract";

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  roles: Role[];
  orderEmails: boolean;
  /** The language of the account's mails; null: the shop's default (docs/decisions/0051). */
  language: string | null;
  tokenId: string;
  tokenExpiresAt: Date;
  /** When the token was issued: a fresh sign-in may change the e-mail without the password. */
  tokenIssuedAt: Date;
}

export const isAdmin = (user: AuthUser) => user.roles.includes(ROLES.admin);
export const isSeller = (user: AuthUser) => user.roles.includes(ROLES.seller);
