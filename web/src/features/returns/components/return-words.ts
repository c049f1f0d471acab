import { RETURN_STATUS_WORDS, type ReturnStatus } from "@shop/contract";
import type { BadgeTone } from "../../../components/ui";

/** A return's status as a badge shows it (docs/decisions/0046-returns-and-refunds.md). */
export const RETURN_STATUS_TONES: Record<ReturnStatus, BadgeTone> = {
  requested: "yellow",
  approved: "blue",
  declined: "red",
  escalated: "purple",
  received: "blue",
  refunded: "green",
  cancelled: "grey",
  closed: "grey",
};

export const returnStatusLabel = (status: ReturnStatus) => RETURN_STATUS_WORDS[status];
