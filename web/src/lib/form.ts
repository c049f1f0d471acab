/**
 * How the back office builds a form (docs/decisions/0031-one-way-to-build-forms.md): react-hook-form checked
 * by the contract's request schema, the fields named like the request's, so the schema's error paths
 * and the server's `fieldErrors` land on the fields that caused them. Only back-office code imports
 * this module: the storefront's first load carries neither react-hook-form nor its resolver.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { hasAtMostDigits, MSG, type ShopMoney } from "@shop/contract";
import type { FieldPath, FieldValues, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { isApiError } from "./api-client";

/**
 * The contract's schema as the form's resolver. `toRequest` is the form's one place where what the
 * inputs hold (numbers typed as text, "" for none) becomes the request; the form's submit handler
 * receives the schema's output, the body to send.
 */
export function requestResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toRequest: (values: Values) => unknown = (values) => values,
  amounts?: MoneyFields,
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  return (async (values, context, options) => {
    const request = toRequest(values as Values) as FieldValues;
    const result = await resolve(request, context, options as never);
    const extra = amounts ? decimalErrors(request, amounts) : {};
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...extra, ...result.errors } };
  }) as Resolver<Values, unknown, z.output<Schema>>;
}

/**
 * The request's money fields (name → the label the server's message uses, "Price"), checked against
 * the shop's currency as the server checks them: no more decimals than it has.
 */
export interface MoneyFields {
  money: ShopMoney;
  labels: Readonly<Record<string, string>> | ((request: FieldValues) => Readonly<Record<string, string>>);
}

/** "Price can have at most 0 decimals in JPY" on each money field with too many decimals. */
function decimalErrors(request: FieldValues, { money, labels }: MoneyFields) {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, label] of Object.entries(typeof labels === "function" ? labels(request) : labels)) {
    const value = request[name];
    if (typeof value === "number" && !hasAtMostDigits(value, money.digits)) {
      errors[name] = { type: "currency", message: MSG.amountDecimals(label, money.digits, money.currency) };
    }
  }
  return errors;
}

/** A number typed as text: undefined when blank, so the schema answers "… is required". */
export const typedNumber = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text));

/**
 * Puts the server's field messages (a 400's `fieldErrors`) on the form's own fields; returns how many
 * it placed, so the caller can show the general message when none of them is a field of its own.
 */
export function setServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    if (!(fields as readonly string[]).includes(name)) continue;
    setError(name as FieldPath<Values>, { type: "server", message });
    placed++;
  }
  return placed;
}
