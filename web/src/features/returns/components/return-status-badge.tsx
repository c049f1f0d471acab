import type { ReturnStatus } from "@shop/contract";
import { Badge } from "../../../components/ui";
import { RETURN_STATUS_TONES, returnStatusLabel } from "./return-words";

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={RETURN_STATUS_TONES[status]}>{returnStatusLabel(status)}</Badge>;
}
