/** Who the shop's own mail goes to (cancelled parts, escalated returns): written once for every module. */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";

/** The shop's admins with the language of their account (null: the shop's default), for mails in it (docs/decisions/0051). */
export async function adminRecipients(tx: Tx): Promise<{ email: string; language: string | null }[]> {
  return rowsOf<{ email: string; language: string | null }>(
    tx.execute(sql`
      select email, language from users
      where ${ROLES.admin} = any(roles) and deleted_at is null
      order by id`),
  );
}

/** The shop's admins who can read mail: every account with the admin role that is not deleted. */
export async function adminEmails(tx: Tx): Promise<string[]> {
  return (await adminRecipients(tx)).map((r) => r.email);
}
