/**
 * Customers who apply to sell, and the admins who decide (docs/decisions/0047). An application is
 * `pending` → `approved` | `rejected`, a seller `approved` → `suspended` → `approved`; each move is
 * a conditional update in the transaction that does what it means (the seller role and shop profile,
 * the suspension) and queues the applicant's mail, so a retried or doubled decision happens once.
 */
import {
  type AdminSellerApplication,
  type adminSellerApplicationQuery,
  MSG,
  type Page,
  ROLES,
  type SellerApplication,
  type sellerApplicationInput,
} from "@shop/contract";
import type { z } from "zod";
import type { AppDeps } from "../../core/deps.js";
import { conflict, notFound } from "../../core/errors.js";
import type { AuthUser } from "../../core/user.js";
import type { Tx } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { retryingTransaction } from "../../db/transaction.js";
import { type MailShop, mailShopOf } from "../../mail/layout.js";
import { changingCatalog } from "../catalog/manage-categories.js";
import { readTerms } from "../ledger/marketplace-settings.js";
import { enqueueMail } from "../outbox/outbox.js";
import {
  findAccount,
  findApplication,
  findSeller,
  grantSellerRole,
  insertApplication,
  latestApplicationOf,
  listApplications,
  moveApplication,
  moveSellersApplication,
  openShopProfile,
  setSuspension,
  toApplication,
} from "./applications-repository.js";
import {
  applicationApprovedMail,
  applicationReceivedMail,
  applicationRejectedMail,
  sellerReinstatedMail,
  sellerSuspendedMail,
} from "./mails.js";
import { checkShopName } from "./shop-profile.js";

type Deps = Pick<AppDeps, "db" | "settings" | "config" | "outbox">;

const mailShop = async (deps: Deps): Promise<MailShop> =>
  mailShopOf(await deps.settings.get(), deps.config.storefrontUrl, deps.config.publicUrl);

/** The caller's newest application; 404 when they never applied. */
export async function ownApplication(deps: Deps, user: AuthUser): Promise<SellerApplication> {
  const row = await latestApplicationOf(deps.db, user.id);
  if (!row) throw notFound(MSG.applicationNotFound);
  return toApplication(row);
}

/**
 * The approval's work, in `tx`: the application leaves `pending` (or nothing happens: another
 * decision came first), the account gains the seller role and a shop profile named as applied.
 */
async function approveIn(
  tx: Tx,
  deps: Deps,
  shop: MailShop,
  applicationId: number,
  decidedBy: number | null,
): Promise<SellerApplication | undefined> {
  const row = await moveApplication(tx, applicationId, "pending", "approved", { reason: null, decidedBy });
  if (!row) return undefined;
  const account = await findAccount(tx, row.userId);
  if (!account) throw notFound(MSG.applicationNotFound);
  // Names are unique among sellers: one taken since the application was sent stops its approval.
  await checkShopName(tx, deps.settings, row.userId, row.shopName, "shopName");
  await grantSellerRole(tx, row.userId);
  await openShopProfile(tx, row.userId, {
    displayName: row.shopName,
    about: row.about,
    returnAddress: row.returnAddress,
  });
  await enqueueMail(tx, applicationApprovedMail(shop, account, row.shopName));
  return toApplication(row);
}

/**
 * A signed-in customer applies: one application at a time (another only once the last is
 * rejected), with a shop name they could take. With the marketplace's automatic approval the
 * application is approved as it arrives.
 */
export async function applyToSell(
  deps: Deps,
  user: AuthUser,
  input: z.output<typeof sellerApplicationInput>,
): Promise<SellerApplication> {
  if (user.roles.includes(ROLES.seller)) throw conflict(MSG.alreadySeller);
  const shop = await mailShop(deps);
  try {
    const application = await retryingTransaction(deps.db, async (tx) => {
      const last = await latestApplicationOf(tx, user.id);
      if (last && last.status !== "rejected") throw conflict(MSG.applicationOpen);
      await checkShopName(tx, deps.settings, user.id, input.shopName, "shopName");
      const row = await insertApplication(tx, {
        userId: user.id,
        shopName: input.shopName,
        about: input.about,
        contactEmail: input.contactEmail,
        phone: input.phone ?? "",
        returnAddress: input.returnAddress,
      });
      if ((await readTerms(tx)).autoApproveApplications) {
        const approved = await approveIn(tx, deps, shop, row.id, null);
        if (approved) return approved;
      }
      await enqueueMail(tx, applicationReceivedMail(shop, user, row.shopName));
      return toApplication(row);
    });
    deps.outbox.nudge();
    return application;
  } catch (error) {
    // The same customer applying twice at once: the one-open-application index lets one in.
    if (isUniqueViolation(error)) throw conflict(MSG.applicationOpen);
    throw error;
  }
}

export const applicationsPage = (
  deps: Deps,
  q: z.output<typeof adminSellerApplicationQuery>,
): Promise<Page<AdminSellerApplication>> => listApplications(deps.db, q);

/** What answers a decision on an application no longer pending: 404, or 409 naming its status. */
async function alreadyDecided(tx: Tx, applicationId: number): Promise<never> {
  const row = await findApplication(tx, applicationId);
  if (!row) throw notFound(MSG.applicationNotFound);
  throw conflict(MSG.applicationDecided(row.status));
}

/**
 * An admin approves: the account gains the seller role and a shop profile, once. Approving an
 * application already approved (a retry, or two admins at once) answers it as it is and changes nothing.
 */
export async function approveApplication(deps: Deps, admin: AuthUser, applicationId: number) {
  const shop = await mailShop(deps);
  const application = await retryingTransaction(deps.db, async (tx) => {
    const approved = await approveIn(tx, deps, shop, applicationId, admin.id);
    if (approved) return approved;
    const row = await findApplication(tx, applicationId);
    if (row?.status === "approved") return toApplication(row);
    return alreadyDecided(tx, applicationId);
  });
  deps.outbox.nudge();
  return application;
}

/** An admin rejects a pending application with a reason the applicant reads. */
export async function rejectApplication(deps: Deps, admin: AuthUser, applicationId: number, reason: string) {
  const shop = await mailShop(deps);
  const application = await retryingTransaction(deps.db, async (tx) => {
    const row = await moveApplication(tx, applicationId, "pending", "rejected", { reason, decidedBy: admin.id });
    if (!row) return alreadyDecided(tx, applicationId);
    const account = await findAccount(tx, row.userId);
    if (account) await enqueueMail(tx, applicationRejectedMail(shop, account, row.shopName, reason));
    return toApplication(row);
  });
  deps.outbox.nudge();
  return application;
}

/**
 * An admin suspends a seller (`reason`) or reinstates them (null). Suspended, their products leave
 * the storefront, search and every cart (the function seller_products_listing, on the profile's
 * change); they keep the seller role, so their open orders stay theirs to ship and deliver.
 */
export async function setSellerSuspension(deps: Deps, admin: AuthUser, sellerId: number, reason: string | null) {
  const shop = await mailShop(deps);
  await changingCatalog(deps.db, async (tx) => {
    const seller = await findSeller(tx, sellerId);
    if (!seller) throw notFound(MSG.sellerNotFound);
    if (!(await setSuspension(tx, sellerId, reason))) {
      throw conflict(reason === null ? MSG.sellerNotSuspended : MSG.sellerAlreadySuspended);
    }
    if (reason === null) {
      await moveSellersApplication(tx, sellerId, "suspended", "approved", { reason: null, decidedBy: admin.id });
      await enqueueMail(tx, sellerReinstatedMail(shop, seller));
    } else {
      await moveSellersApplication(tx, sellerId, "approved", "suspended", { reason, decidedBy: admin.id });
      await enqueueMail(tx, sellerSuspendedMail(shop, seller, reason));
    }
  });
  deps.outbox.nudge();
}
