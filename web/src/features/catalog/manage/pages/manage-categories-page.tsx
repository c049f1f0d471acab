import { type CategoryDetail as Category, formatTaxRate, basisPoints } from "@shop/contract";
import { FALLBACK, MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { useMutation } from "@tanstack/react-query";
import { type LucideIcon, Pencil, Plus, Tags, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  Banner,
  Button,
  ConfirmDialog,
  DataList,
  EmptyState,
  Page,
  PageHeader,
  SkeletonRows,
  useTimedMessage,
} from "../../../../components/ui";
import { errorMessage } from "../../../../lib/api-client";
import { cn } from "../../../../lib/cn";
import { usePageTitle } from "../../../../lib/use-page-title";
import { deleteCategory } from "../api/delete-category";
import { useManagedCategories } from "../api/get-managed-categories";
import { CategoryFormDialog } from "../components/category-form-dialog";
import { useRefreshCategories } from "../query-keys";

export function ManageCategoriesPage() {
  usePageTitle("Manage Categories");
  const [page, setPage] = useState(0);
  const query = useManagedCategories(page);
  const refresh = useRefreshCategories();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const [form, setForm] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });
  const [toDelete, setToDelete] = useState<Category | null>(null);

  const remove = useMutation({
    mutationFn: (category: Category) => deleteCategory(category.categoryId),
    onSuccess: () => {
      setToDelete(null);
      showSuccess(SUCCESS.categoryDeleted);
      void refresh();
    },
    onError: (error) => {
      // A category that still has products answers 409 "Category still has products".
      setToDelete(null);
      showError(errorMessage(error, FALLBACK.deleteCategory));
    },
  });

  const closeForm = () => setForm((current) => ({ ...current, open: false }));

  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Manage Categories"
        description="Categories group the catalog; a category can be deleted once it has no products."
        actions={
          <Button onClick={() => setForm({ open: true, category: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Category
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <Banner banner={banner} onDismiss={clear} />
        <DataList
          query={query}
          rows={(data) => data.content}
          rowKey={(category) => category.categoryId}
          label="Categories"
          columns={[
            {
              id: "id",
              header: "ID",
              // Left out on a phone, where the five columns do not fit.
              headerClassName: "hidden w-20 sm:table-cell",
              className: "hidden text-ink-500 tabular-nums sm:table-cell",
              cell: (category) => category.categoryId,
            },
            { id: "name", header: "Name", className: "font-medium text-ink-900", cell: (c) => c.categoryName },
            {
              id: "tax",
              header: MSG.categoryTaxRateColumn,
              className: "text-ink-600 tabular-nums",
              cell: (c) =>
                c.taxRate === null || c.taxRate === undefined
                  ? MSG.categoryTaxRateShop
                  : formatTaxRate(basisPoints(c.taxRate)),
            },
            {
              id: "edit",
              header: "Edit",
              headerClassName: "w-24 text-right",
              className: "text-right",
              cell: (category) =>
                iconAction(`Edit ${category.categoryName}`, "Edit", Pencil, () => setForm({ open: true, category })),
            },
            {
              id: "delete",
              header: "Delete",
              headerClassName: "w-24 text-right",
              className: "text-right",
              cell: (category) =>
                iconAction(
                  `Delete ${category.categoryName}`,
                  "Delete",
                  Trash2,
                  () => setToDelete(category),
                  "text-red-700 hover:bg-red-50 hover:text-red-800",
                ),
            },
          ]}
          skeleton={<SkeletonRows count={6} />}
          errorText={FALLBACK.fetchCategories}
          empty={<EmptyState icon={Tags} title={MSG.noCategories} />}
          pagination={{ page, onPageChange: setPage }}
        />
      </div>

      <CategoryFormDialog
        open={form.open}
        category={form.category}
        onClose={closeForm}
        onSaved={(message) => {
          closeForm();
          showSuccess(message);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Category"
        message="Are you sure you want to delete this category?"
        loading={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}

/** A row's icon button: its name says what and which ("Edit Garden"), its title shows on hover. */
function iconAction(label: string, title: string, Icon: LucideIcon, onClick: () => void, className?: string) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className={cn("size-9", className)}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
