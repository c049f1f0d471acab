/** The SQL of the address book (docs/product/api.md §5): every call is scoped to its owner. */
import { type Address, type addressInput, LIMITS } from "@shop/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Tx } from "../../db/client.js";
import { addresses } from "../../db/schema/index.js";
import { rowsOf } from "../../db/transaction.js";

const columns = {
  addressId: addresses.id,
  fullName: addresses.fullName,
  phone: addresses.phone,
  street: addresses.street,
  apartmentNumber: addresses.apartmentNumber,
  city: addresses.city,
  state: addresses.state,
  country: addresses.country,
  zipCode: addresses.zipCode,
};

/** A validated address body: trimmed, with an empty apartment number as null. */
export type AddressFields = z.output<typeof addressInput>;

const own = (id: number, userId: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

export function listAddresses(db: Tx, userId: number): Promise<Address[]> {
  return db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

/** The new address; undefined when the address book is full (LIMITS.addresses), checked in the same statement. */
export async function addAddress(db: Tx, userId: number, input: AddressFields): Promise<Address | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db.execute(sql`
      insert into ${addresses} (user_id, full_name, phone, street, apartment_number, city, state, country, zip_code)
      select ${userId}, ${input.fullName ?? null}, ${input.phone ?? null}, ${input.street}, ${input.apartmentNumber ?? null}, ${input.city}, ${input.state}, ${input.country}, ${input.zipCode}
      where (select count(*) from ${addresses} where user_id = ${userId}) < ${LIMITS.addresses}
      returning id`),
  );
  if (!row) return undefined;
  const [address] = await db.select(columns).from(addresses).where(eq(addresses.id, row.id));
  return address;
}

/** The changed address, or undefined when the caller has no address with that id. */
export async function updateOwnAddress(
  db: Tx,
  userId: number,
  id: number,
  input: AddressFields,
): Promise<Address | undefined> {
  const [row] = await db.update(addresses).set(input).where(own(id, userId)).returning(columns);
  return row;
}

/** Whether an address of the caller's was deleted. */
export async function deleteOwnAddress(db: Tx, userId: number, id: number): Promise<boolean> {
  const deleted = await db.delete(addresses).where(own(id, userId)).returning({ id: addresses.id });
  return deleted.length > 0;
}
