import { Alert, type TimedMessage } from "../../../components/ui";

export function FlashMessage({
  flash,
  onDismiss,
  className,
}: {
  flash: TimedMessage | null;
  onDismiss: () => void;
  className?: string;
}) {
  if (!flash) return null;
  return (
    <Alert
      kind={flash.kind}
      title={flash.kind === "error" ? undefined : null}
      onDismiss={onDismiss}
      className={className}
    >
      {flash.text}
    </Alert>
  );
}
