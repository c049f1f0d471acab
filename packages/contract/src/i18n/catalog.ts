/**
 * How an area's texts become catalogs (docs/decisions/0045-languages-and-messages.md). The English
 * texts stay written in the area modules (`messages/<area>.ts`, what `MSG`, `FALLBACK` and `SUCCESS`
 * are made of); the other languages, and the English of a text with placeholders, are ICU messages
 * in `messages/<area>/<lang>.json`. A key is the text's name in `MSG` (`noProducts`), `fallback.` or
 * `success.` and its name in those (`fallback.getCart`), or the group and name of a nested text
 * (`addressLabels.postcode`).
 */
import type { CompiledCatalog } from "./t.js";

type Texts = Record<string, unknown>;
export interface AreaTexts {
  MSG: Texts;
  FALLBACK: Texts;
  SUCCESS: Texts;
}

/** Every key of an area's own texts, with its English: a text, or a function (its ICU is in `en.json`). */
export function areaKeys(own: AreaTexts): Map<string, string | ((...args: never[]) => string)> {
  const keys = new Map<string, string | ((...args: never[]) => string)>();
  const add = (prefix: string, texts: Texts) => {
    for (const [name, value] of Object.entries(texts)) {
      if (typeof value === "string" || typeof value === "function")
        keys.set(`${prefix}${name}`, value as string | ((...args: never[]) => string));
      else if (value && typeof value === "object") add(`${prefix}${name}.`, value as Texts);
    }
  };
  add("", own.MSG);
  add("fallback.", own.FALLBACK);
  add("success.", own.SUCCESS);
  return keys;
}

/** An area's English texts without placeholders, in the runtime's compiled form (a text is `[text]`). */
export function englishTexts(own: AreaTexts): CompiledCatalog {
  const catalog: CompiledCatalog = {};
  for (const [key, value] of areaKeys(own)) if (typeof value === "string") catalog[key] = [value];
  return catalog;
}

type Flat<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string) ? `${P}${K}` : Flat<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The keys of an area's texts, as `t` takes them: `noProducts`, `fallback.getCart`, `addressLabels.state`. */
export type KeysOf<O extends AreaTexts> =
  | Flat<O["MSG"], "">
  | Flat<O["FALLBACK"], "fallback.">
  | Flat<O["SUCCESS"], "success.">;
