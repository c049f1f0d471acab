/**
 * Right-to-left lines for the papers (docs/decisions/0051): pdfkit lays a line out word by word
 * (split at spaces) with fontkit, which shapes each Arabic word (its joining forms from the font's
 * OpenType tables) and draws it right to left, but places the words left to right in the order they
 * come. So a line is handed to pdfkit with its words in visual order: the Unicode Bidirectional
 * Algorithm's levels (bidi-js) for a right-to-left paragraph, and its rule L2 (reverse every run at
 * a level and above, from the highest level down) applied to whole words; the caller draws each word
 * on its own (the shaper would carry a word's trailing space to its other side). An Arabic word keeps its
 * letters in logical order for the shaper, with its brackets mirrored; a number, an e-mail address or
 * a Latin name keeps its own order (they are runs of a higher level).
 */
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** Direction marks and isolates: they shape the levels, and have no glyph to draw. */
const CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
/** A letter of a right-to-left script (Hebrew, Arabic and its supplements, their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

interface Word {
  text: string;
  level: number;
}

/** The words of a logical line with their levels (a word's highest: a number in Arabic text is a run of its own). */
function wordsOf(line: string): Word[] {
  const { levels } = bidi.getEmbeddingLevels(line, "rtl");
  const words: Word[] = [];
  let start = -1;
  for (let i = 0; i <= line.length; i++) {
    const space = i === line.length || line[i] === " ";
    if (!space && start < 0) start = i;
    if (space && start >= 0) {
      let level = 1;
      let text = "";
      for (let j = start; j < i; j++) {
        const ch = line[j]!;
        if (CONTROL.test(ch)) continue;
        level = Math.max(level, levels[j]!);
        text += ch;
      }
      // An Arabic word is reversed by the shaper; a word of neutrals only ("[ ]", "—") at a right-to-left
      // level is reversed here; both with their brackets mirrored.
      if (text)
        words.push({
          text: RTL_LETTER.test(text)
            ? mirrored(text)
            : level % 2 === 1
              ? [...mirrored(text)].reverse().join("")
              : text,
          level,
        });
      start = -1;
    }
  }
  return words;
}

/** An Arabic word's brackets as they face in right-to-left text (the shaper draws the word reversed). */
const mirrored = (text: string) => [...text].map((ch) => bidi.getMirroredCharacter(ch) ?? ch).join("");

/** A logical right-to-left line's words in visual order, left to right. */
export function visualWords(line: string): string[] {
  const words = wordsOf(line);
  const highest = Math.max(1, ...words.map((w) => w.level));
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < words.length; ) {
      if (words[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < words.length && words[end]!.level >= level) end++;
      const run = words.slice(i, end).reverse();
      words.splice(i, run.length, ...run);
      i = end;
    }
  }
  return words.map((w) => w.text);
}

/**
 * A right-to-left text broken into lines of at most `width` (measured by `widthOf`), in logical
 * order, each then turned to its words in visual order: the first line holds the text's first words.
 */
export function rtlLines(text: string, width: number, widthOf: (text: string) => number): string[][] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let current = "";
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const tried = current ? `${current} ${word}` : word;
      if (current && widthOf(tried) > width) {
        lines.push(current);
        current = word;
      } else current = tried;
    }
    lines.push(current);
  }
  return lines.map(visualWords);
}
