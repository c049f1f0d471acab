/**
 * How the back office builds a form (docs/decisions/0031-one-way-to-build-forms.md): react-hook-form checked
 * by the contract's request schema, the fields named like the request's, so the schema's error paths
 * and the server's `fieldErrors` land on the fields that caused them. Only back-office code imports
 * this module: the storefront's first load carries neither react-hook-form nor its resolver.
 */
import { zodResolver } from "@hookform/resolvers/zod";
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
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  return (values, context, options) =>
    resolve(toRequest(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<Values, unknown, z.output<Schema>>
    >;
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
