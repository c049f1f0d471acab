/**
 * The words a PDF of the papers shows, for tests: pdfkit writes each run of text as hex strings in a
 * TJ array, in codes of the embedded font's subset; each font's ToUnicode map turns them back into text.
 */
import { inflateSync } from "node:zlib";

type CodeMap = Map<number, string>;

function streamOf(object: string): string {
  const m = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(object);
  if (!m) return "";
  const data = Buffer.from(m[1]!, "latin1");
  return (/\/FlateDecode/.test(object) ? inflateSync(data) : data).toString("latin1");
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ""), "hex").swap16().toString("utf16le");

function parseCMap(cmap: string): CodeMap {
  const map: CodeMap = new Map();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi)) {
      const from = Number.parseInt(m[1]!, 16);
      const to = Number.parseInt(m[2]!, 16);
      if (m[3]!.startsWith("[")) {
        for (const [i, h] of [...m[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].entries()) map.set(from + i, utf16(h[1]!));
      } else {
        const base = utf16(m[3]!.slice(1, -1));
        for (let code = from; code <= to; code++) {
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - from));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
      map.set(Number.parseInt(m[1]!, 16), utf16(m[2]!));
  }
  return map;
}

export function pdfText(body: Buffer): string {
  const source = body.toString("latin1");
  const objects = new Map<number, string>();
  for (const m of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(Number(m[1]), m[2]!);
  const fonts = new Map<string, CodeMap | null>();
  for (const object of objects.values()) {
    for (const m of object.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(m[2])) ?? "");
      fonts.set(m[1]!, toUnicode ? parseCMap(streamOf(objects.get(Number(toUnicode[1])) ?? "")) : null);
    }
  }
  const runs: string[] = [];
  for (const object of objects.values()) {
    const content = streamOf(object);
    if (!content.includes(" Tf")) continue;
    let font: CodeMap | null = null;
    for (const m of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)) {
      if (m[1]) {
        font = fonts.get(m[1]) ?? null;
        continue;
      }
      const hexes = [...m[2]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]!);
      runs.push(
        hexes
          .map((hex) => {
            if (!font) return Buffer.from(hex, "hex").toString("latin1");
            const codes = hex.match(/.{4}/g) ?? [];
            return codes.map((c) => font!.get(Number.parseInt(c, 16)) ?? "?").join("");
          })
          .join(""),
      );
    }
  }
  return runs.join("\n");
}
