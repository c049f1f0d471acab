import { Alert } from "./alert";
import type { TimedMessage } from "./use-timed-message";

/** Shows the current message of useTimedMessage, dismissible; nothing when there is none. */
export function Banner({ banner, onDismiss }: { banner: TimedMessage | null; onDismiss: () => void }) {
  if (!banner) return null;
  return (
    <Alert key={banner.id} kind={banner.kind} onDismiss={onDismiss}>
      {banner.text}
    </Alert>
  );
}
