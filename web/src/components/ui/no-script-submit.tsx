const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A form's submit button for browsers without JavaScript (decision 0025): where the app applies a
 * change as soon as it is made, only a browser that will never run the app needs the button. Its
 * markup is a string, so hydration leaves the <noscript> as the server wrote it.
 */
export function NoScriptSubmit({ label, className }: { label: string; className?: string }) {
  const html = `<button type="submit"${className ? ` class="${escapeHtml(className)}"` : ""}>${escapeHtml(label)}</button>`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup, every part escaped above
  return <noscript dangerouslySetInnerHTML={{ __html: html }} />;
}
