import { type SellerProfile, type SellerProfileInput, sellerProfileInput } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { useForm } from "react-hook-form";
import {
  Alert,
  Banner,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Input,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors } from "../../../lib/form";
import { useSellerProfile } from "../api/get-seller-profile";
import { useUpdateSellerProfile } from "../api/update-seller-profile";

export const SHOP_PROFILE_TEXT = {
  loadFailed: "Failed to load your shop profile",
  saveFailed: "Failed to save your shop profile",
  saved: (profile: SellerProfile) =>
    profile.displayName
      ? `Shop profile saved. Customers now see "${profile.displayName}".`
      : "Shop profile saved. Without a shop name, customers see “Seller” and your seller number.",
} as const;

/**
 * The seller's shop name (docs/product/api.md §7): the display name customers see for the seller
 * in their order's history, its shipments and mails (docs/decisions/0024-mails-and-papers.md).
 */
export function ShopProfileTab() {
  const query = useSellerProfile();
  const { message, showSuccess, clear } = useTimedMessage({ clearErrors: false });

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your shop profile" className="max-w-2xl">
        <Skeleton className="h-52 w-full rounded-card" />
      </div>
    );
  }
  if (query.isError) return <Alert kind="error">{errorMessage(query.error, SHOP_PROFILE_TEXT.loadFailed)}</Alert>;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Banner banner={message} onDismiss={clear} />
      <DisplayNameForm profile={query.data} onSaved={(saved) => showSuccess(SHOP_PROFILE_TEXT.saved(saved))} />
    </div>
  );
}

/** The form's fields from the profile (what is not set is empty). */
const formValuesOf = (p: SellerProfile) => ({
  displayName: p.displayName ?? "",
  taxId: p.taxId ?? "",
  address: p.address ?? "",
});

function DisplayNameForm({ profile, onSaved }: { profile: SellerProfile; onSaved: (saved: SellerProfile) => void }) {
  const update = useUpdateSellerProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<{ displayName: string; taxId: string; address: string }, unknown, SellerProfileInput>({
    defaultValues: formValuesOf(profile),
    // The contract's rules first (the same messages), then the server's answer.
    resolver: requestResolver(sellerProfileInput),
    reValidateMode: "onSubmit",
  });

  const submit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        reset(formValuesOf(saved));
        onSaved(saved);
      },
      onError: (err) => {
        if (setServerErrors(err, setError, ["displayName", "taxId", "address"]) === 0)
          setError("displayName", { message: errorMessage(err, SHOP_PROFILE_TEXT.saveFailed) });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Shop profile</CardTitle>
        <p className="text-sm text-ink-500">
          The name customers see for your shop in their order's history, shipping updates and mails.
        </p>
      </CardHeader>
      <CardBody>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Input
            label="Display name"
            hint="2 to 60 characters. Without one, customers see “Seller” and your seller number, never your username."
            autoComplete="organization"
            maxLength={60}
            error={errors.displayName?.message}
            {...register("displayName", { onChange: () => clearErrors("displayName") })}
          />
          <Input
            label={MSG.taxIdLabel}
            hint={MSG.sellerTaxIdHint}
            autoComplete="off"
            maxLength={40}
            error={errors.taxId?.message}
            {...register("taxId", { onChange: () => clearErrors("taxId") })}
          />
          <Input
            label={MSG.sellerAddressLabel}
            hint={MSG.sellerAddressHint}
            autoComplete="street-address"
            maxLength={200}
            error={errors.address?.message}
            {...register("address", { onChange: () => clearErrors("address") })}
          />
          <Button type="submit" loading={update.isPending} className="w-full sm:w-fit">
            Save shop profile
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
