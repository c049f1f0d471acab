/**
 * The customer the papers' tests address (docs/product/api.md §6): a new user with one saved address
 * whose every line the invoice prints, so a test can look for "Ann Lee" and "9 Elm Road" on the paper.
 */
import { addAddress, createUser, type TestContext, type TestUser } from "./harness.js";

export async function createPaperCustomer(ctx: TestContext): Promise<{ customer: TestUser; addressId: number }> {
  const customer = await createUser(ctx);
  const addressId = await addAddress(ctx, customer, {
    fullName: "Ann Lee",
    phone: "+1 555 0100",
    street: "9 Elm Road",
    city: "Springfield",
    state: "IL",
    country: "USA",
    zipCode: "62701",
  });
  return { customer, addressId };
}
