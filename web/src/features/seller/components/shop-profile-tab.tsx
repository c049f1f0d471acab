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
  Textarea,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors } from "../../../lib/form";
import { useShopSettings } from "../../../lib/shop-settings";
import { useSellerProfile } from "../api/get-seller-profile";
import { useUpdateSellerProfile } from "../api/update-seller-profile";
import { ShopPictureField } from "./shop-picture-field";

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
const formValuesOf = (p: SellerProfile): ProfileValues => ({
  displayName: p.displayName ?? "",
  taxId: p.taxId ?? "",
  address: p.address ?? "",
  about: p.about ?? "",
  returnAddress: p.returnAddress ?? "",
  returnWindowDays: p.returnWindowDays === null || p.returnWindowDays === undefined ? "" : String(p.returnWindowDays),
  logo: p.logo ?? null,
  cover: p.cover ?? null,
  bankDetails: p.bankDetails ?? "",
});

interface ProfileValues {
  displayName: string;
  taxId: string;
  address: string;
  about: string;
  returnAddress: string;
  /** "" for the shop's window. */
  returnWindowDays: string;
  logo: string | null;
  cover: string | null;
  bankDetails: string;
}

const FIELDS = [
  "displayName",
  "taxId",
  "address",
  "about",
  "returnAddress",
  "returnWindowDays",
  "logo",
  "cover",
  "bankDetails",
] as const;

/** What is sent: the window as a number of days, null (the shop's) when empty. */
const toRequest = (v: ProfileValues) => ({
  ...v,
  returnWindowDays: v.returnWindowDays.trim() === "" ? null : Number(v.returnWindowDays),
});

function DisplayNameForm({ profile, onSaved }: { profile: SellerProfile; onSaved: (saved: SellerProfile) => void }) {
  const update = useUpdateSellerProfile();
  const shopWindow = useShopSettings().returnWindowDays;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ProfileValues, unknown, SellerProfileInput>({
    defaultValues: formValuesOf(profile),
    // The contract's rules first (the same messages), then the server's answer.
    resolver: requestResolver(sellerProfileInput, toRequest),
    reValidateMode: "onSubmit",
  });

  const submit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        reset(formValuesOf(saved));
        onSaved(saved);
      },
      onError: (err) => {
        if (setServerErrors(err, setError, [...FIELDS]) === 0)
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
          <Textarea
            label={MSG.shopAbout}
            rows={4}
            maxLength={2000}
            error={errors.about?.message}
            {...register("about", { onChange: () => clearErrors("about") })}
          />
          <Textarea
            label={MSG.shopReturnAddress}
            rows={3}
            maxLength={300}
            hint={MSG.shopReturnAddressHint}
            error={errors.returnAddress?.message}
            {...register("returnAddress", { onChange: () => clearErrors("returnAddress") })}
          />
          <Input
            label={MSG.sellerReturnWindowLabel}
            hint={MSG.sellerReturnWindowHint(shopWindow)}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            max="365"
            fieldClassName="sm:w-64"
            error={errors.returnWindowDays?.message}
            {...register("returnWindowDays", { onChange: () => clearErrors("returnWindowDays") })}
          />
          <p className="text-sm text-ink-500">{MSG.shopPicturesHint}</p>
          <ShopPictureField
            picture="logo"
            label={MSG.shopLogo}
            value={watch("logo")}
            error={errors.logo?.message}
            onChange={(url) => setValue("logo", url, { shouldDirty: true })}
          />
          <ShopPictureField
            picture="cover"
            label={MSG.shopCover}
            wide
            value={watch("cover")}
            error={errors.cover?.message}
            onChange={(url) => setValue("cover", url, { shouldDirty: true })}
          />
          <Textarea
            label={MSG.shopBankDetails}
            hint={MSG.shopBankDetailsHint}
            rows={3}
            maxLength={500}
            error={errors.bankDetails?.message}
            {...register("bankDetails", { onChange: () => clearErrors("bankDetails") })}
          />
          <Button type="submit" loading={update.isPending} className="w-full sm:w-fit">
            Save shop profile
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
