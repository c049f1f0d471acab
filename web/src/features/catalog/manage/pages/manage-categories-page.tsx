import type { Category } from "@shop/contract";
import { FALLBACK, MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { useMutation } from "@tanstack/react-query";
import { Pencil, Plus, Tags, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  Alert,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  Page,
  PageHeader,
  Pagination,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  useClampedPage,
  useTimedMessage,
} from "../../../../components/ui";
import { errorMessage } from "../../../../lib/api-client";
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
  const categories = query.data?.content ?? [];

  useClampedPage(page, setPage, query.data?.totalPages);

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
        {query.isPending ? (
          <div className="flex flex-col gap-2" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <Alert kind="error">{errorMessage(query.error, FALLBACK.fetchCategories)}</Alert>
        ) : categories.length === 0 ? (
          <EmptyState icon={Tags} title={MSG.noCategories} />
        ) : (
          <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <Table>
              <TableHead>
                <tr>
                  <TableHeaderCell className="w-20">ID</TableHeaderCell>
                  <TableHeaderCell>Name</TableHeaderCell>
                  <TableHeaderCell className="w-24 text-right">Edit</TableHeaderCell>
                  <TableHeaderCell className="w-24 text-right">Delete</TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {categories.map((category) => (
                  <TableRow key={category.categoryId}>
                    <TableCell className="text-ink-500 tabular-nums">{category.categoryId}</TableCell>
                    <TableCell className="font-medium text-ink-900">{category.categoryName}</TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-9"
                        aria-label={`Edit ${category.categoryName}`}
                        title="Edit"
                        onClick={() => setForm({ open: true, category })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
                        aria-label={`Delete ${category.categoryName}`}
                        title="Delete"
                        onClick={() => setToDelete(category)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        <Pagination mode="full" page={page} totalPages={query.data?.totalPages ?? 0} onPageChange={setPage} />
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
