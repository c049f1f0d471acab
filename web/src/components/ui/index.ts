export { AddressLines } from "./address-lines";
export { Alert, type AlertProps } from "./alert";
export { Badge, type BadgeProps, type BadgeTone } from "./badge";
export { Banner } from "./banner";
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClasses, NoScriptSubmit } from "./button";
export { Card, CardBody, CardHeader, CardTitle } from "./card";
export { DataList, type DataListProps, type DataListQuery } from "./data-list";
export { DataCards, type DataColumn, DataTable } from "./data-table";
export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from "./dialog";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { controlClasses, type FieldControlProps, FormField, type FormFieldProps } from "./form-field";
export {
  Checkbox,
  type CheckboxProps,
  Input,
  type InputProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
} from "./input";
export { NextPageLoading } from "./next-page-loading";
export { pageWindow } from "./page-window";
export { OrderTimeline } from "./order-timeline";
export { Page, PageHeader } from "./page";
export { Pagination, type PaginationProps } from "./pagination";
export { Price, type PriceProps } from "./price";
export { hasRealImage, IMAGE_WIDTHS, imageSrcSet, ProductImage, type ProductImageProps } from "./product-image";
export { SaveBar } from "./save-bar";
export { Skeleton } from "./skeleton";
export { SkeletonRows } from "./skeleton-rows";
export { FullPageSpinner, Spinner, type SpinnerProps } from "./spinner";
export {
  accountOrderStatusLabel,
  accountOrderStatusTone,
  canMarkDelivered,
  canMarkShipped,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentStatusTone,
  sellerOrderStatusTone,
} from "./status";
export { StockBadge, stockStatus } from "./stock-badge";
export { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "./table";
export { type TabItem, TabPanel, Tabs, type TabsProps, tabId, tabPanelId } from "./tabs";
export { useClampedPage } from "./use-clamped-page";
export { type TimedMessage, useTimedMessage } from "./use-timed-message";
