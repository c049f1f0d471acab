import { type SellerApplicationInput, sellerApplicationInput } from "@shop/contract";
import { FALLBACK, MSG } from "@shop/contract/messages/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Input, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors } from "../../../lib/form";
import { useApplyToSell } from "../api/own-application";

const FIELDS = ["shopName", "about", "contactEmail", "phone", "returnAddress"] as const;

/**
 * The application to sell (docs/decisions/0047), checked by the contract's schema as the server
 * checks it; the server's refusals (a shop name another seller uses) land on their fields.
 */
export function ApplicationForm({ email, onSent }: { email: string; onSent: () => void }) {
  const apply = useApplyToSell();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<SellerApplicationInput, unknown, SellerApplicationInput>({
    defaultValues: { shopName: "", about: "", contactEmail: email, phone: "", returnAddress: "" },
    resolver: requestResolver(sellerApplicationInput),
    reValidateMode: "onSubmit",
  });

  const submit = handleSubmit((input) => {
    setFormError(undefined);
    apply.mutate(input, {
      onSuccess: onSent,
      onError: (err) => {
        if (setServerErrors(err, setError, [...FIELDS]) === 0)
          setFormError(errorMessage(err, FALLBACK.sendApplication));
      },
    });
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={MSG.applicationSubmit}>
      {formError && <Alert kind="error">{formError}</Alert>}
      <Input
        label={MSG.applicationShopName}
        required
        maxLength={60}
        error={errors.shopName?.message}
        {...field("shopName")}
      />
      <Textarea
        label={MSG.applicationAbout}
        hint={MSG.applicationAboutHint}
        required
        rows={5}
        maxLength={2000}
        error={errors.about?.message}
        {...field("about")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={MSG.applicationContactEmail}
          type="email"
          autoComplete="email"
          required
          error={errors.contactEmail?.message}
          {...field("contactEmail")}
        />
        <Input
          label={MSG.applicationPhone}
          type="tel"
          autoComplete="tel"
          maxLength={30}
          error={errors.phone?.message}
          {...field("phone")}
        />
      </div>
      <Textarea
        label={MSG.applicationReturnAddress}
        required
        rows={3}
        maxLength={300}
        error={errors.returnAddress?.message}
        {...field("returnAddress")}
      />
      <Button type="submit" loading={apply.isPending} className="self-start">
        {MSG.applicationSubmit}
      </Button>
    </form>
  );
}
