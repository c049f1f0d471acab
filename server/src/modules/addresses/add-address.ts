/** Adding an address: at most LIMITS.addresses per account. */
import { type Address, MSG } from "@shop/contract";
import type { Db } from "../../db/client.js";
import { badRequest } from "../../core/errors.js";
import * as repo from "./repository.js";

export async function addAddress(db: Db, userId: number, input: repo.AddressFields): Promise<Address> {
  const address = await repo.addAddress(db, userId, input);
  if (!address) throw badRequest(MSG.addressBookFull);
  return address;
}
