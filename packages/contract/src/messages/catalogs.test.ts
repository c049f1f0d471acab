// docs/decisions/0045-languages-and-messages.md: every shipped language holds every text, with the
// English text's placeholders and the plural forms the language has.
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { areaKeys } from "../i18n/catalog.js";
import { SHIPPED_LANGUAGES } from "../i18n/languages.js";
import { t as anyKey } from "../i18n/t.js";
import { AREAS, t } from "./catalogs.js";

/** The arguments a message uses, and its plural arguments with the cases each one has. */
function argumentsOf(message: string) {
  const names = new Set<string>();
  const plurals: { arg: string; cases: string[] }[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        if (token.type === "plural") plurals.push({ arg: token.arg, cases: token.cases.map((c) => c.key) });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return { names: [...names].sort(), plurals };
}

/**
 * The plural forms a whole count up to 200 takes in a language (Arabic: all six; German: one, other)
 * that a plural's cases leave out; exact cases (`=0`) cover a form when they cover all its counts.
 */
function missingForms(language: string, cases: string[]): string[] {
  const rules = new Intl.PluralRules(language);
  const counts = Array.from({ length: 201 }, (_, n) => n);
  const forms = [...new Set(counts.map((n) => rules.select(n)))];
  return forms.filter(
    (form) => !cases.includes(form) && counts.some((n) => rules.select(n) === form && !cases.includes(`=${n}`)),
  );
}

/** A function's parameter names, as written in the area module's source. */
function parameters(fn: (...args: never[]) => string): string[] {
  const source = fn.toString();
  const list = source.startsWith("(") ? source.slice(1, source.indexOf(")")) : source.slice(0, source.indexOf("="));
  return list
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
}

for (const [area, { own, catalogs }] of Object.entries(AREAS)) {
  const keys = areaKeys(own);
  const english = (key: string) => {
    const value = keys.get(key);
    return typeof value === "string" ? value : catalogs.en[key];
  };

  describe(`the ${area} texts`, () => {
    it("write the English of each text with placeholders in en.json, and only those", () => {
      const parameterized = [...keys].filter(([, v]) => typeof v === "function").map(([k]) => k);
      expect(Object.keys(catalogs.en).sort()).toEqual(parameterized.sort());
    });

    it("say in en.json what the area module's function says", () => {
      for (const [key, value] of keys) {
        if (typeof value !== "function") continue;
        const message = catalogs.en[key];
        expect(message, `${area}/en.json lacks ${key}`).toBeDefined();
        const { names, plurals } = argumentsOf(message ?? "");
        const params = parameters(value);
        expect(names, `${key}: the placeholders are the function's parameters`).toEqual([...params].sort());
        const counts = plurals.length ? [0, 1, 3] : [3];
        for (const count of counts) {
          const values = Object.fromEntries(
            params.map((p) => [p, plurals.some((pl) => pl.arg === p) ? count : `‹${p}›`]),
          );
          const fn = value as (...args: unknown[]) => string;
          expect(anyKey("en", key, values), key).toBe(fn(...params.map((p) => values[p])));
        }
      }
    });

    for (const language of SHIPPED_LANGUAGES.filter((l) => l !== "en")) {
      it(`are all in ${language}, with the English placeholders and ${language}'s plural forms`, () => {
        const catalog = catalogs[language];
        expect(
          [...keys.keys()].filter((k) => !(k in catalog)),
          `missing in ${area}/${language}.json`,
        ).toEqual([]);
        expect(
          Object.keys(catalog).filter((k) => !keys.has(k)),
          `not a text of ${area}`,
        ).toEqual([]);
        for (const [key, message] of Object.entries(catalog)) {
          const { names, plurals } = argumentsOf(message);
          expect(names, `${area}/${language}.json ${key}: placeholders`).toEqual(argumentsOf(english(key) ?? "").names);
          for (const plural of plurals)
            expect(
              missingForms(language, plural.cases),
              `${area}/${language}.json ${key}: plural forms of ${plural.arg}`,
            ).toEqual([]);
        }
      });
    }
  });
}

describe("t", () => {
  it("reads a text in each language, English as the module writes it", () => {
    expect(t("en", "noProducts")).toBe("No products found");
    expect(t("de", "noProducts")).toBe("Keine Produkte gefunden");
    expect(t("es", "fallback.getCart")).toBe("No se ha podido cargar el carrito");
    expect(t("ar", "pageNotFound")).toBe("الصفحة غير موجودة");
    expect(t("de", "addressLabels.postcode")).toBe("Postleitzahl");
  });

  it("fills placeholders and takes Arabic's six plural forms", () => {
    expect(t("de", "noShippingTo", { country: "Japan" })).toBe("Wir liefern nicht nach Japan");
    const left = (n: number) => t("ar", "onlyNLeft", { left: n });
    expect([0, 1, 2, 3, 11, 100].map(left)).toEqual([
      "نفدت الكمية",
      "لم تتبقَّ سوى قطعة واحدة في المخزون",
      "لم تتبقَّ سوى قطعتين في المخزون",
      "لم تتبقَّ سوى 3 قطع في المخزون",
      "لم تتبقَّ سوى 11 قطعة في المخزون",
      "لم تتبقَّ سوى 100 قطعة في المخزون",
    ]);
  });

  it("answers a key no catalog holds as itself", () => {
    expect(anyKey("de", "no.such.key")).toBe("no.such.key");
  });
});

describe("translateText", () => {
  it("gives a text the server wrote in English in another language, placeholders and plurals read back", async () => {
    const { MSG, SUCCESS } = await import("./index.js");
    const { translateText } = await import("./catalogs.js");
    expect(translateText(MSG.cartEmpty, "de")).toBe("Ihr Warenkorb ist leer");
    expect(translateText(SUCCESS.newsletterConfirmed, "es")).toBe("Tu suscripción está confirmada. ¡Gracias!");
    expect(translateText(MSG.noShippingTo("Japan"), "de")).toBe("Wir liefern nicht nach Japan");
    expect(translateText(MSG.outOfStock("Tea", 0), "de")).toBe("Tea ist ausverkauft");
    expect(translateText(MSG.outOfStock("Green tea", 2), "ar")).toBe("لم تتبقَّ سوى قطعتين من Green tea");
    expect(translateText(MSG.languageUnknown("fr"), "es")).toBe("Idioma desconocido fr: elige entre en, de, es y ar");
    expect(translateText(MSG.cartEmpty, "en")).toBe(MSG.cartEmpty);
    // A status named in the sentence by its code: each language's own word for it (a select).
    expect(translateText(MSG.returnStatusConflict("refunded"), "de")).toBe(
      "Diese Rücksendung ist erstattet und kann jetzt nicht auf diese Weise geändert werden",
    );
    expect(translateText(MSG.returnStatusConflict("cancelled"), "es")).toBe(
      "Esta devolución está cancelada y ahora no se puede cambiar de esa forma",
    );
    expect(translateText(MSG.returnStatusConflict("approved"), "ar")).toBe(
      "هذا المرتجع مقبول، ولا يمكن تغييره بهذه الطريقة الآن",
    );
    expect(translateText(MSG.applicationDecided("rejected"), "de")).toBe("Diese Bewerbung ist bereits abgelehnt");
    expect(translateText(MSG.applicationDecided("pending"), "es")).toBe("Esta solicitud ya está pendiente");
    // A text that is no text of the contract (a name an owner wrote) is left as it is.
    expect(translateText("Harbour Street Goods is closed", "de")).toBe("Harbour Street Goods is closed");
  });
});
