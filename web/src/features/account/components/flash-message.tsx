import { Alert, type TimedMessage } from "../../../components/ui";

/** The account screen's message line: an error keeps the "Error!" lead-in, a success has none. */
export function FlashMessage({ flash, onDismiss }: { flash: TimedMessage | null; onDismiss: () => void }) {
  if (!flash) return null;
  return (
    <Alert kind={flash.kind} onDismiss={onDismiss}>
      {flash.text}
    </Alert>
  );
}
