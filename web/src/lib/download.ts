import { getSessionUser } from "./session";
/** Saves text as a file: for downloads that need the session's token, so cannot be plain links. */
export function saveText(filename: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a file the session may read (an invoice, a packing slip) and saves it, or shows it in a new
 * tab when `inline`; the token travels in the header, so these cannot be plain links. Throws the
 * server's message on an error answer.
 */
export async function downloadWithSession(path: string, filename: string, inline = false): Promise<void> {
  const token = getSessionUser()?.jwtToken;
  const response = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? "The file could not be downloaded. Please try again.");
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  if (inline) link.target = "_blank";
  else link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
