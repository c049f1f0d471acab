import { renderedMarkdown } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** POST /admin/pages/preview: the page as it would show, rendered with the same rules as a saved page. */
export function previewMarkdown(markdown: string): Promise<string> {
  return api.post("/admin/pages/preview", { markdown }, { schema: renderedMarkdown }).then((r) => r.html);
}
