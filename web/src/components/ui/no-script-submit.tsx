/**
 * A form's submit button for browsers without JavaScript (decision 0025): where the app applies a
 * change as soon as it is made, only a browser that will never run the app needs the button. Its
 * markup is a string, so hydration leaves the <noscript> as the server wrote it. The label and the
 * classes are the app's own constants (no quotes or markup in them).
 */
export function NoScriptSubmit({ label, className }: { label: string; className: string }) {
  const html = { __html: `<button type="submit" class="${className}">${label}</button>` };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup from the app's constants
  return <noscript dangerouslySetInnerHTML={html} />;
}
