import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/**
 * The contract's catalogs (`packages/contract/src/messages/<area>/<lang>.json`, ICU messages) compiled
 * at build time into the form Lingui's runtime formats, so that a page carries no message compiler
 * (docs/decisions/0045-languages-and-messages.md). The output is JSON again: Vite's JSON plugin then
 * makes it a module.
 */
export function compileMessages(): Plugin {
  const catalog = /[\\/]contract[\\/]src[\\/]messages[\\/][a-z-]+[\\/][a-z]{2}\.json$/;
  return {
    name: "compile-messages",
    enforce: "pre",
    transform(code, id) {
      if (!catalog.test(id.split("?")[0] ?? "")) return undefined;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
