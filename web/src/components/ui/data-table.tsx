import type { Key, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "./table";

/** One column of a back-office list: its header, its cell, and the classes of both. */
export interface DataColumn<T> {
  /** Tells the columns apart (the React key of their cells). */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes of the column's header cell (width, alignment). */
  headerClassName?: string;
  /** Classes of each of the column's cells. */
  className?: string;
  /** Set on a column the list can be sorted by: its header's aria-sort. */
  sort?: "ascending" | "descending" | "none";
}

export interface DataRowsProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The accessible name of the table or of the list of cards. */
  label?: string;
}

/** The rows as a table: a header row of the columns' headers, then a row per item. */
export function DataTable<T>({
  rows,
  rowKey,
  label,
  columns,
  className,
}: DataRowsProps<T> & { columns: readonly DataColumn<T>[]; className?: string }) {
  return (
    <Table aria-label={label} className={className}>
      <TableHead>
        <tr>
          {columns.map((column) => (
            <TableHeaderCell key={column.id} aria-sort={column.sort} className={column.headerClassName}>
              {column.header}
            </TableHeaderCell>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.id} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The rows as a list of cards (a phone's layout: every action stays on screen). */
export function DataCards<T>({
  rows,
  rowKey,
  label,
  card,
  cardClassName = "gap-3",
}: DataRowsProps<T> & {
  card: (row: T) => ReactNode;
  /** Classes added to each card (its gap and direction); "gap-3" when not given. */
  cardClassName?: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className={cn("flex flex-col rounded-card border border-ink-200/70 bg-white p-4 shadow-card", cardClassName)}
        >
          {card(row)}
        </li>
      ))}
    </ul>
  );
}
