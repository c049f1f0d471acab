import type { Address, AddressInput } from "@shop/contract";
import { MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  AddressLines,
  Alert,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import { useCreateAddress } from "../api/create-address";
import { useDeleteAddress } from "../api/delete-address";
import { useAddresses } from "../api/get-addresses";
import { useUpdateAddress } from "../api/update-address";
import { AddressForm } from "./address-form";

type Editing = { mode: "add" } | { mode: "edit"; address: Address } | null;

/** Addresses tab: the address book with an add/edit form and delete after a confirmation dialog. */
export function AddressesTab() {
  const t = useAccountT();
  const addresses = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const flash = useTimedMessage({ clearErrors: false });
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);

  /** A failure stays in the form (AddressForm shows it next to the fields); success closes it. */
  async function save(input: AddressInput) {
    if (editing?.mode === "edit") {
      await update.mutateAsync({ addressId: editing.address.addressId, input });
      flash.showSuccess(t("success.addressUpdated"));
    } else {
      await create.mutateAsync(input);
      flash.showSuccess(t("success.addressAdded"));
    }
    setEditing(null);
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.addressId, {
      onSuccess: () => flash.showSuccess(t("success.addressDeleted")),
      onError: (error) => flash.showError(errorMessage(error, t("fallback.deleteAddress"))),
      onSettled: () => setToDelete(null),
    });
  }

  const list = addresses.data ?? [];

  return (
    <section aria-labelledby="addresses-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-lg font-semibold text-ink-900">
          {t("addressesTab.heading")}
        </h2>
        {list.length > 0 && (
          <Button
            onClick={() => {
              flash.clear();
              setEditing({ mode: "add" });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("addressesTab.add")}
          </Button>
        )}
      </div>
      <Banner banner={flash.message} onDismiss={flash.clear} />

      {addresses.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
          {[0, 1].map((i) => (
            <Card key={i} className="flex flex-col gap-2 p-5">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </Card>
          ))}
        </div>
      ) : addresses.isError ? (
        <Alert kind="error">{errorMessage(addresses.error, t("fallback.fetchAddresses"))}</Alert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title={t("addressesTab.emptyTitle")}
          description={t("addressesTab.emptyText")}
          action={
            <Button onClick={() => setEditing({ mode: "add" })}>
              <Plus aria-hidden="true" className="size-4" />
              {t("addressesTab.add")}
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {list.map((address) => (
            <li key={address.addressId}>
              <Card className="flex h-full flex-col justify-between gap-4 p-5">
                <AddressLines address={address} />
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      flash.clear();
                      setEditing({ mode: "edit", address });
                    }}
                    aria-label={t("addressesTab.editNamed", { street: address.street })}
                  >
                    <Pencil aria-hidden="true" className="size-3.5" />
                    {t("addressesTab.edit")}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => setToDelete(address)}
                    aria-label={t("addressesTab.removeNamed", { street: address.street })}
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                    {t("addressesTab.remove")}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.mode === "edit" ? "addressesTab.editTitle" : "addressesTab.addTitle")}
        size="lg"
      >
        {editing && (
          <AddressForm
            idPrefix="account-address"
            address={editing.mode === "edit" ? editing.address : null}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            submitLabel={t(editing.mode === "edit" ? "addressesTab.update" : "addressForm.save")}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={t("addressesTab.removeTitle")}
        message={t("addressesTab.removeMessage")}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
