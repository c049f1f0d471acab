/**
 * Flat-style product illustrations for the demo shop, drawn as SVG from basic shapes at seed time
 * and rendered with sharp, so the demo needs no image files and no network.
 */
import { imageRows, loadSharp } from "../modules/images/store.js";
import { IMAGE_WIDTHS } from "../modules/images/urls.js";

export const ILLUSTRATION_KINDS = [
  "headphones",
  "phone",
  "laptop",
  "watch",
  "speaker",
  "camera",
  "tshirt",
  "sneaker",
  "sunglasses",
  "handbag",
  "lamp",
  "chair",
  "sofa",
  "plant",
  "clock",
  "lipstick",
  "perfume",
  "jar",
  "bottle",
  "ball",
  "dumbbell",
  "backpack",
  "tent",
  "book",
  "notebook",
  "pencils",
  "bear",
  "blocks",
  "duck",
  "mug",
  "pan",
  "teapot",
  "plate",
] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

export interface IllustrationSpec {
  kind: IllustrationKind;
  /** Hue (0..359) of the product's main colour; the background takes a neighbouring hue. */
  hue: number;
  /** The product's own colours, for a colour no hue makes (white, navy, grey): they replace the hue's. */
  paint?: Paint;
}

/** A product's own colours: its body, its shade and its light parts. */
export interface Paint {
  main: string;
  dark: string;
  light: string;
}

const SIZE = 800;

// ---------------------------------------------------------------- colours

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

interface Palette {
  main: string;
  dark: string;
  deep: string;
  light: string;
  pale: string;
  accent: string;
  accentDark: string;
  bgTop: string;
  bgBottom: string;
  ink: string;
  metal: string;
  metalDark: string;
  white: string;
  gold: string;
  wood: string;
}

function palette(hue: number): Palette {
  const bg = hue + 28;
  return {
    main: hsl(hue, 62, 55),
    dark: hsl(hue, 55, 40),
    deep: hsl(hue, 50, 28),
    light: hsl(hue, 75, 74),
    pale: hsl(hue, 70, 90),
    accent: hsl(hue + 170, 68, 60),
    accentDark: hsl(hue + 170, 55, 42),
    bgTop: hsl(bg, 60, 95),
    bgBottom: hsl(bg, 52, 83),
    ink: "#2b2e3b",
    metal: "#d3d8e0",
    metalDark: "#9aa2b1",
    white: "#fbfbfd",
    gold: "#f1c25b",
    wood: "#9a6440",
  };
}

// ---------------------------------------------------------------- helpers

const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const shine = (x: number, y: number, w: number, h: number, r: number, opacity = 0.28) =>
  rect(x, y, w, h, r, "#ffffff", `opacity="${opacity}"`);
const mirrorX = (content: string) => `<g transform="translate(${SIZE} 0) scale(-1 1)">${content}</g>`;

/** An isometric cube whose top corner is at (x, y). */
function cube(x: number, y: number, s: number, top: string, left: string, right: string) {
  const h = s * 0.5;
  return [
    path(`M${x} ${y} L${x + s} ${y + h} L${x} ${y + 2 * h} L${x - s} ${y + h} Z`, top),
    path(`M${x - s} ${y + h} L${x} ${y + 2 * h} L${x} ${y + 2 * h + s} L${x - s} ${y + h + s} Z`, left),
    path(`M${x + s} ${y + h} L${x} ${y + 2 * h} L${x} ${y + 2 * h + s} L${x + s} ${y + h + s} Z`, right),
  ].join("");
}

// ---------------------------------------------------------------- drawings

type Draw = (p: Palette) => string;

const DRAWINGS: Record<IllustrationKind, Draw> = {
  headphones: (p) => {
    const side = [
      rect(178, 395, 96, 190, 44, p.dark),
      rect(236, 410, 54, 160, 24, p.ink),
      shine(196, 420, 16, 120, 8),
      rect(214, 350, 34, 70, 12, p.metalDark),
    ].join("");
    return [
      stroke("M230 390 C230 150 570 150 570 390", p.ink, 40),
      stroke("M230 390 C230 150 570 150 570 390", p.main, 26),
      stroke("M300 215 C350 190 450 190 500 215", "#ffffff", 8, 'opacity="0.35"'),
      side,
      mirrorX(side),
    ].join("");
  },

  phone: (p) =>
    [
      rect(272, 140, 256, 500, 44, p.ink),
      rect(288, 160, 224, 460, 30, p.main),
      path("M288 420 Q400 360 512 430 L512 590 Q512 620 482 620 L318 620 Q288 620 288 590 Z", p.dark, 'opacity="0.55"'),
      circle(470, 230, 70, p.light, 'opacity="0.6"'),
      rect(365, 176, 70, 20, 10, p.ink),
      ...[0, 1, 2, 3].flatMap((c) =>
        [0, 1, 2].map((r) =>
          rect(312 + c * 50, 270 + r * 62, 38, 38, 11, "#ffffff", `opacity="${0.55 + ((c + r) % 3) * 0.15}"`),
        ),
      ),
      rect(350, 596, 100, 8, 4, "#ffffff", 'opacity="0.7"'),
      path("M300 170 L380 170 L300 400 Z", "#ffffff", 'opacity="0.1"'),
    ].join(""),

  laptop: (p) =>
    [
      rect(182, 190, 436, 300, 20, p.ink),
      rect(200, 208, 400, 262, 8, p.main),
      path("M200 400 Q330 330 600 380 L600 470 L200 470 Z", p.dark, 'opacity="0.5"'),
      rect(228, 236, 180, 110, 10, "#ffffff", 'opacity="0.85"'),
      rect(244, 256, 120, 12, 6, p.light),
      rect(244, 280, 148, 10, 5, p.pale),
      rect(244, 300, 100, 10, 5, p.pale),
      rect(428, 236, 146, 50, 10, "#ffffff", 'opacity="0.6"'),
      rect(428, 300, 146, 46, 10, "#ffffff", 'opacity="0.4"'),
      path("M120 506 L680 506 L648 566 Q642 576 628 576 L172 576 Q158 576 152 566 Z", p.metal),
      rect(120, 494, 560, 22, 11, p.metalDark),
      rect(340, 506, 120, 12, 6, "#b9c0cb"),
      path("M214 212 L300 212 L214 440 Z", "#ffffff", 'opacity="0.08"'),
    ].join(""),

  watch: (p) => {
    const ticks = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const r1 = i % 3 === 0 ? 78 : 88;
      return stroke(
        `M${400 + Math.sin(a) * r1} ${400 - Math.cos(a) * r1} L${400 + Math.sin(a) * 98} ${400 - Math.cos(a) * 98}`,
        "#ffffff",
        i % 3 === 0 ? 8 : 4,
        'opacity="0.85"',
      );
    }).join("");
    return [
      rect(335, 120, 130, 230, 34, p.dark),
      rect(335, 450, 130, 230, 34, p.dark),
      ...[170, 210, 250].map((y) => rect(390, y + 340, 20, 20, 10, p.deep)),
      rect(532, 380, 26, 40, 8, p.metalDark),
      circle(400, 400, 140, p.metal),
      circle(400, 400, 126, p.metalDark),
      circle(400, 400, 116, p.ink),
      circle(400, 400, 108, "none", `stroke="${p.main}" stroke-width="6"`),
      ticks,
      stroke("M400 400 L400 322", "#ffffff", 9),
      stroke("M400 400 L458 430", "#ffffff", 7),
      stroke("M400 420 L400 300", p.accent, 3),
      circle(400, 400, 10, p.accent),
      path("M300 330 A116 116 0 0 1 420 285 L410 300 A100 100 0 0 0 315 340 Z", "#ffffff", 'opacity="0.15"'),
    ].join("");
  },

  speaker: (p) =>
    [
      rect(250, 170, 300, 470, 70, p.main),
      rect(250, 170, 300, 470, 70, "none", `stroke="${p.dark}" stroke-width="10"`),
      circle(400, 290, 58, p.dark),
      circle(400, 290, 34, p.ink),
      circle(400, 290, 12, p.metal),
      circle(400, 480, 115, p.dark),
      circle(400, 480, 92, p.ink),
      circle(400, 480, 52, "#3b4050"),
      circle(400, 480, 22, p.metal),
      path(
        "M320 430 A92 92 0 0 1 390 390",
        "none",
        'stroke="#ffffff" stroke-width="8" opacity="0.25" stroke-linecap="round"',
      ),
      shine(272, 200, 20, 400, 10, 0.22),
      rect(360, 600, 80, 12, 6, p.dark),
    ].join(""),

  camera: (p) =>
    [
      rect(300, 215, 170, 80, 18, p.ink),
      rect(520, 236, 64, 30, 8, p.accent),
      rect(165, 265, 470, 320, 44, p.ink),
      rect(165, 335, 470, 190, 0, p.main),
      rect(200, 290, 78, 32, 8, "#e8ecf2"),
      circle(400, 430, 145, p.metal),
      circle(400, 430, 126, "#1b1e27"),
      circle(400, 430, 96, p.deep),
      circle(400, 430, 62, "#151821"),
      circle(400, 430, 30, p.dark, 'opacity="0.8"'),
      circle(362, 392, 22, "#ffffff", 'opacity="0.55"'),
      circle(440, 470, 9, "#ffffff", 'opacity="0.35"'),
      circle(580, 310, 14, p.accent),
    ].join(""),

  tshirt: (p) =>
    [
      path(
        "M300 170 L350 150 Q400 200 450 150 L500 170 L625 250 L570 350 L515 318 L515 620 Q515 645 490 645 L310 645 Q285 645 285 620 L285 318 L230 350 L175 250 Z",
        p.main,
      ),
      path("M175 250 L230 350 L285 318 L285 290 Z", p.dark, 'opacity="0.35"'),
      path("M625 250 L570 350 L515 318 L515 290 Z", p.dark, 'opacity="0.35"'),
      stroke("M348 152 Q400 215 452 152", p.dark, 16),
      rect(285, 430, 230, 34, 0, p.light, 'opacity="0.8"'),
      rect(285, 478, 230, 18, 0, p.light, 'opacity="0.55"'),
      rect(420, 250, 56, 64, 8, p.dark, 'opacity="0.35"'),
      stroke("M190 262 L240 340", "#ffffff", 5, 'opacity="0.3"'),
    ].join(""),

  sneaker: (p) =>
    [
      path("M140 560 L660 560 Q690 562 686 592 Q683 618 655 618 L165 618 Q138 618 138 590 Z", p.white),
      rect(138, 596, 550, 22, 11, p.metalDark, 'opacity="0.45"'),
      path(
        "M155 562 L160 440 Q166 396 212 402 L300 418 Q330 350 392 352 L425 358 Q470 420 560 452 Q650 482 664 532 L668 562 Z",
        p.main,
      ),
      path("M560 452 Q650 482 664 532 L668 562 L560 562 Q600 510 560 452 Z", p.dark, 'opacity="0.55"'),
      path("M155 562 L160 440 Q166 396 212 402 L240 408 Q220 480 232 562 Z", p.dark),
      stroke("M250 520 Q400 440 600 520", p.white, 18),
      ...[0, 1, 2, 3].map((i) =>
        stroke(`M${338 + i * 34} ${388 + i * 16} L${372 + i * 34} ${372 + i * 16}`, p.white, 10),
      ),
      stroke("M300 418 Q330 350 392 352", p.deep, 6),
      rect(196, 548, 440, 12, 6, p.accent),
    ].join(""),

  sunglasses: (p) => {
    const lensShape = "M190 330 L372 330 Q388 330 386 352 Q378 470 290 478 Q206 480 192 370 Q188 340 190 330 Z";
    const lens = [
      path(lensShape, p.deep),
      path("M192 400 Q240 420 300 410 Q350 400 382 380 Q372 470 290 478 Q210 480 192 400 Z", p.dark, 'opacity="0.9"'),
      path("M214 346 L262 346 L222 440 Q208 410 206 372 Z", "#ffffff", 'opacity="0.22"'),
      path("M276 346 L296 346 L244 466 L232 458 Z", "#ffffff", 'opacity="0.14"'),
      path(lensShape, "none", `stroke="${p.gold}" stroke-width="7"`),
      stroke("M190 330 L372 330 Q388 330 386 352", p.gold, 12),
      stroke("M190 334 L112 310", p.gold, 14),
      circle(196, 334, 9, p.gold),
    ].join("");
    return `<g transform="translate(400 400) scale(1.22) translate(-400 -400)">${[
      lens,
      mirrorX(lens),
      stroke("M384 346 Q400 314 416 346", p.gold, 12),
      stroke("M372 332 L428 332", p.gold, 6),
    ].join("")}</g>`;
  },

  handbag: (p) =>
    [
      stroke("M300 340 Q300 190 400 190 Q500 190 500 340", p.deep, 26),
      path("M205 330 L595 330 L625 615 Q628 645 598 645 L202 645 Q172 645 175 615 Z", p.main),
      path("M205 330 L595 330 L600 450 Q400 520 200 450 Z", p.dark),
      rect(376, 452, 48, 44, 10, p.gold),
      rect(390, 466, 20, 16, 4, p.deep),
      stroke("M215 600 L585 600", p.dark, 4, 'stroke-dasharray="10 10" opacity="0.6"'),
      shine(225, 350, 16, 80, 8, 0.22),
    ].join(""),

  lamp: (p) =>
    [
      ellipse(400, 470, 230, 60, "#fff3b0", 'opacity="0.55"'),
      rect(390, 330, 20, 300, 10, p.metalDark),
      ellipse(400, 630, 120, 26, p.ink),
      rect(280, 610, 240, 24, 12, p.ink),
      path("M285 340 L515 340 L455 170 L345 170 Z", p.main),
      path("M455 170 L515 340 L460 340 L420 170 Z", p.dark, 'opacity="0.45"'),
      ellipse(400, 340, 115, 14, p.dark),
      ellipse(400, 342, 80, 9, "#fff6c8"),
      path("M345 170 L372 170 L318 330 L300 330 Z", "#ffffff", 'opacity="0.25"'),
      circle(400, 380, 10, p.gold),
    ].join(""),

  chair: (p) =>
    [
      stroke("M285 490 L245 645", p.wood, 18),
      stroke("M515 490 L555 645", p.wood, 18),
      stroke("M330 500 L340 615", p.wood, 14, 'opacity="0.75"'),
      stroke("M470 500 L460 615", p.wood, 14, 'opacity="0.75"'),
      rect(275, 185, 250, 270, 60, p.main),
      rect(300, 210, 200, 200, 44, p.light, 'opacity="0.35"'),
      ...[0, 1, 2].map((i) => circle(350 + i * 50, 310, 8, p.dark, 'opacity="0.6"')),
      rect(235, 425, 330, 78, 34, p.dark),
      rect(235, 425, 330, 40, 20, p.main),
    ].join(""),

  sofa: (p) =>
    [
      rect(175, 560, 18, 55, 6, p.wood),
      rect(607, 560, 18, 55, 6, p.wood),
      rect(150, 270, 500, 230, 60, p.dark),
      rect(180, 300, 215, 130, 36, p.main),
      rect(405, 300, 215, 130, 36, p.main),
      rect(160, 420, 480, 80, 26, p.light),
      rect(160, 420, 480, 80, 26, p.main, 'opacity="0.55"'),
      stroke("M400 425 L400 495", p.dark, 5),
      rect(110, 360, 100, 210, 46, p.main),
      rect(590, 360, 100, 210, 46, p.main),
      rect(150, 490, 500, 80, 26, p.dark),
      rect(470, 320, 110, 90, 26, p.accent),
      shine(125, 380, 18, 120, 9, 0.25),
    ].join(""),

  plant: (p) => {
    const leaf = (angle: number, len: number, color: string) =>
      `<g transform="rotate(${angle} 400 450)">${path(
        `M400 450 Q${400 - 70} ${450 - len * 0.55} 400 ${450 - len} Q${400 + 70} ${450 - len * 0.55} 400 450 Z`,
        color,
      )}${stroke(`M400 445 L400 ${450 - len + 20}`, "#ffffff", 4, 'opacity="0.35"')}</g>`;
    return [
      leaf(-62, 230, "#2f7d55"),
      leaf(58, 240, "#2f7d55"),
      leaf(-32, 280, "#3f9e6e"),
      leaf(30, 290, "#3f9e6e"),
      leaf(-5, 320, "#4fb37f"),
      path("M300 470 L500 470 L474 640 Q471 654 456 654 L344 654 Q329 654 326 640 Z", p.main),
      path("M440 470 L500 470 L474 640 Q471 654 456 654 L430 654 Z", p.dark, 'opacity="0.45"'),
      rect(282, 446, 236, 46, 12, p.dark),
      stroke("M318 520 L482 520", p.light, 8, 'opacity="0.7"'),
    ].join("");
  },

  clock: (p) => {
    const ticks = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const r1 = i % 3 === 0 ? 140 : 152;
      return stroke(
        `M${400 + Math.sin(a) * r1} ${400 - Math.cos(a) * r1} L${400 + Math.sin(a) * 166} ${400 - Math.cos(a) * 166}`,
        p.ink,
        i % 3 === 0 ? 10 : 5,
      );
    }).join("");
    return [
      circle(400, 400, 220, p.main),
      circle(400, 400, 196, p.dark),
      circle(400, 400, 186, p.white),
      ticks,
      stroke("M400 400 L400 280", p.ink, 14),
      stroke("M400 400 L490 450", p.ink, 10),
      stroke("M400 430 L400 250", p.accent, 4),
      circle(400, 400, 14, p.accent),
      path(
        "M250 330 A170 170 0 0 1 380 232",
        "none",
        'stroke="#ffffff" stroke-width="10" opacity="0.6" stroke-linecap="round"',
      ),
    ].join("");
  },

  lipstick: (p) =>
    [
      rect(505, 430, 110, 210, 14, p.ink),
      rect(505, 430, 110, 28, 8, p.gold),
      shine(520, 470, 12, 150, 6, 0.15),
      rect(300, 430, 130, 210, 14, p.ink),
      shine(316, 450, 14, 170, 7, 0.15),
      rect(295, 400, 140, 42, 8, p.gold),
      rect(315, 290, 100, 116, 6, "#f6d98a"),
      path("M322 292 L322 205 Q322 190 336 183 L408 150 L408 292 Z", p.main),
      path("M380 163 L408 150 L408 292 L380 292 Z", p.dark, 'opacity="0.5"'),
      rect(335, 205, 12, 80, 6, "#ffffff", 'opacity="0.3"'),
      ellipse(200, 610, 60, 14, p.main, 'opacity="0.55"'),
    ].join(""),

  perfume: (p) =>
    [
      rect(330, 150, 140, 110, 20, p.ink),
      shine(348, 165, 14, 80, 7, 0.2),
      rect(362, 252, 76, 56, 6, p.gold),
      rect(240, 300, 320, 340, 56, p.light, 'opacity="0.85"'),
      path("M240 420 Q400 390 560 420 L560 584 Q560 640 504 640 L296 640 Q240 640 240 584 Z", p.main),
      rect(240, 300, 320, 340, 56, "none", `stroke="${p.dark}" stroke-width="8"`),
      rect(320, 450, 160, 96, 10, "#ffffff", 'opacity="0.85"'),
      rect(345, 480, 110, 12, 6, p.dark),
      rect(365, 505, 70, 10, 5, p.main),
      shine(262, 330, 20, 260, 10, 0.35),
    ].join(""),

  jar: (p) =>
    [
      rect(220, 380, 360, 250, 48, p.white),
      path("M500 380 L532 380 Q580 380 580 428 L580 582 Q580 630 532 630 L500 630 Z", "#e3e5ec"),
      rect(205, 290, 390, 110, 28, p.main),
      rect(205, 360, 390, 40, 14, p.dark),
      shine(230, 305, 120, 16, 8, 0.35),
      circle(400, 505, 62, p.pale),
      circle(400, 505, 62, "none", `stroke="${p.main}" stroke-width="6"`),
      path("M400 470 Q430 500 400 540 Q370 500 400 470 Z", p.main),
      shine(240, 410, 18, 180, 9, 0.6),
    ].join(""),

  bottle: (p) =>
    [
      stroke("M455 175 Q520 175 520 215 Q520 250 470 250", p.ink, 14),
      rect(335, 150, 130, 90, 22, p.ink),
      rect(350, 230, 100, 30, 6, p.metalDark),
      rect(300, 250, 200, 390, 64, p.main),
      rect(300, 390, 200, 52, 0, p.dark),
      rect(300, 560, 200, 80, 0, p.dark, 'opacity="0.35"'),
      rect(300, 250, 200, 390, 64, "none", `stroke="${p.dark}" stroke-width="6"`),
      shine(326, 280, 22, 330, 11, 0.3),
      circle(430, 416, 12, "#ffffff", 'opacity="0.8"'),
    ].join(""),

  ball: (p) => {
    const pent = (cx: number, cy: number, r: number, rot: number) =>
      `${Array.from({ length: 5 }, (_, i) => {
        const a = rot + (i * 2 * Math.PI) / 5;
        return `${i === 0 ? "M" : "L"}${(cx + Math.sin(a) * r).toFixed(1)} ${(cy - Math.cos(a) * r).toFixed(1)}`;
      }).join(" ")} Z`;
    const outer = Array.from({ length: 5 }, (_, i) => {
      const a = (i * 2 * Math.PI) / 5 + Math.PI / 5;
      const cx = 400 + Math.sin(a) * 205;
      const cy = 400 - Math.cos(a) * 205;
      const inner = (i * 2 * Math.PI) / 5;
      const seam = `M${400 + Math.sin(inner) * 72} ${400 - Math.cos(inner) * 72} L${400 + Math.sin(inner) * 150} ${400 - Math.cos(inner) * 150}`;
      return path(pent(cx, cy, 78, a), p.ink) + stroke(seam, p.ink, 6);
    }).join("");
    return [
      '<clipPath id="ball"><circle cx="400" cy="400" r="210"/></clipPath>',
      circle(400, 400, 210, p.white),
      `<g clip-path="url(#ball)">${outer}${path(pent(400, 400, 75, 0), p.ink)}`,
      path("M560 250 A210 210 0 0 1 500 590 A230 230 0 0 0 560 250 Z", p.main, 'opacity="0.35"'),
      "</g>",
      circle(400, 400, 210, "none", `stroke="${p.dark}" stroke-width="6"`),
      ellipse(320, 300, 50, 30, "#ffffff", 'opacity="0.35" transform="rotate(-35 320 300)"'),
    ].join("");
  },

  dumbbell: (p) => {
    const end = [
      rect(150, 290, 70, 220, 18, p.main),
      rect(100, 322, 54, 156, 16, p.dark),
      shine(164, 306, 12, 150, 6, 0.3),
      rect(218, 372, 22, 56, 6, p.metalDark),
    ].join("");
    return [
      rect(220, 384, 360, 32, 12, p.metal),
      stroke("M250 392 L550 392", "#ffffff", 4, 'opacity="0.6"'),
      end,
      mirrorX(end),
    ].join("");
  },

  backpack: (p) =>
    [
      stroke("M350 225 Q350 150 400 150 Q450 150 450 225", p.deep, 20),
      rect(212, 300, 40, 280, 20, p.deep),
      rect(548, 300, 40, 280, 20, p.deep),
      rect(240, 210, 320, 440, 100, p.main),
      path("M240 330 Q240 210 360 210 L440 210 Q560 210 560 330 L560 350 Q400 390 240 350 Z", p.dark),
      rect(385, 345, 30, 40, 8, p.gold),
      rect(285, 440, 230, 180, 44, p.dark),
      stroke("M305 470 L495 470", p.light, 6),
      rect(440, 462, 20, 30, 6, p.gold),
      shine(262, 380, 16, 200, 8, 0.25),
    ].join(""),

  tent: (p) =>
    [
      stroke("M400 190 L400 150", p.ink, 8),
      path("M400 165 L450 180 L400 195 Z", p.accent),
      path("M400 190 L650 610 L150 610 Z", p.main),
      path("M400 190 L650 610 L530 610 Z", p.dark),
      path("M400 330 L480 610 L320 610 Z", p.deep),
      path("M400 330 L480 610 L430 610 Q420 470 400 330 Z", p.light, 'opacity="0.6"'),
      stroke("M400 190 L150 610", p.light, 6, 'opacity="0.6"'),
      stroke("M110 612 L690 612", "#6d8b5a", 12),
      stroke("M150 610 L110 640", p.ink, 4),
      stroke("M650 610 L690 640", p.ink, 4),
    ].join(""),

  book: (p) =>
    [
      rect(290, 186, 290, 440, 14, "#f3efe6"),
      rect(280, 600, 300, 26, 10, "#e6e0d2"),
      rect(250, 170, 300, 440, 16, p.main),
      rect(250, 170, 46, 440, 12, p.dark),
      stroke("M296 190 L296 590", p.deep, 4),
      rect(340, 240, 170, 24, 12, "#ffffff", 'opacity="0.9"'),
      rect(360, 280, 130, 14, 7, "#ffffff", 'opacity="0.7"'),
      circle(425, 420, 60, p.light),
      path("M425 378 L440 410 L474 414 L449 437 L456 470 L425 454 L394 470 L401 437 L376 414 L410 410 Z", p.gold),
      rect(360, 540, 130, 12, 6, "#ffffff", 'opacity="0.6"'),
      rect(470, 160, 24, 90, 4, p.accent),
      path("M470 250 L482 238 L494 250 Z", p.accent),
    ].join(""),

  notebook: (p) =>
    [
      rect(250, 170, 320, 460, 20, p.dark),
      rect(240, 160, 320, 460, 20, p.main),
      ...Array.from({ length: 9 }, (_, i) =>
        [rect(222, 196 + i * 46, 36, 14, 7, p.metalDark), rect(222, 196 + i * 46, 36, 6, 3, p.metal)].join(""),
      ),
      rect(310, 250, 190, 90, 12, "#ffffff", 'opacity="0.92"'),
      stroke("M335 280 L475 280", p.dark, 8),
      stroke("M335 310 L440 310", p.light, 8),
      rect(520, 160, 26, 460, 0, p.accent),
      shine(280, 400, 14, 190, 7, 0.2),
    ].join(""),

  pencils: (p) => {
    const pencil = (y: number, body: string, angle: number) =>
      `<g transform="rotate(${angle} 400 400)">${[
        rect(220, y, 360, 52, 6, body),
        rect(220, y, 360, 16, 6, "#ffffff", 'opacity="0.25"'),
        rect(180, y, 46, 52, 10, "#f29db0"),
        rect(214, y - 2, 30, 56, 4, p.metalDark),
        path(`M580 ${y} L660 ${y + 26} L580 ${y + 52} Z`, "#f0cf9c"),
        path(`M636 ${y + 17} L660 ${y + 26} L636 ${y + 35} Z`, body),
      ].join("")}</g>`;
    return [pencil(270, p.main, -18), pencil(372, p.accent, -18), pencil(474, p.gold, -18)].join("");
  },

  bear: (p) => {
    const fur = "#b07a4f";
    const furLight = "#e2b98b";
    const furDark = "#8a5a36";
    return [
      circle(308, 205, 52, fur),
      circle(492, 205, 52, fur),
      circle(308, 205, 28, furLight),
      circle(492, 205, 28, furLight),
      ellipse(250, 500, 52, 90, furDark, 'transform="rotate(25 250 500)"'),
      ellipse(550, 500, 52, 90, furDark, 'transform="rotate(-25 550 500)"'),
      ellipse(400, 520, 155, 140, fur),
      ellipse(400, 540, 90, 90, furLight),
      circle(300, 620, 56, furDark),
      circle(500, 620, 56, furDark),
      circle(300, 624, 32, furLight),
      circle(500, 624, 32, furLight),
      circle(400, 300, 125, fur),
      ellipse(400, 345, 60, 46, furLight),
      ellipse(400, 326, 24, 17, p.ink),
      circle(352, 282, 13, p.ink),
      circle(448, 282, 13, p.ink),
      circle(356, 278, 4, "#ffffff"),
      circle(452, 278, 4, "#ffffff"),
      stroke("M380 360 Q400 378 420 360", p.ink, 6),
      path("M400 425 L335 392 L335 458 Z", p.main),
      path("M400 425 L465 392 L465 458 Z", p.main),
      circle(400, 425, 16, p.dark),
    ].join("");
  },

  blocks: (p) =>
    [
      cube(300, 400, 110, p.light, p.main, p.dark),
      cube(520, 400, 110, hsl(50, 90, 78), hsl(45, 90, 58), hsl(40, 80, 45)),
      cube(410, 230, 110, hsl(200, 80, 78), hsl(205, 70, 55), hsl(210, 60, 40)),
      circle(300, 455, 22, "#ffffff", 'opacity="0.85"'),
      path(
        "M250 580 L265 540 L280 580 M256 566 L274 566",
        "none",
        'stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"',
      ),
      rect(545, 545, 36, 36, 4, "#ffffff", 'opacity="0.85"'),
      path("M410 262 L440 277 L410 292 L380 277 Z", "#ffffff", 'opacity="0.7"'),
    ].join(""),

  duck: (p) =>
    [
      path(
        "M200 470 Q190 380 260 400 Q330 420 400 420 L560 420 Q640 430 630 520 Q610 620 420 620 Q230 620 200 470 Z",
        "#f7cf3d",
      ),
      path("M200 470 Q210 420 250 430 Q240 520 300 560 Q220 540 200 470 Z", "#f2b829"),
      circle(500, 330, 105, "#f7cf3d"),
      path("M590 330 Q680 320 690 350 Q680 380 590 372 Z", "#f08a2c"),
      stroke("M595 352 L670 352", "#d86f18", 4),
      circle(525, 305, 15, p.ink),
      circle(530, 300, 5, "#ffffff"),
      path("M330 470 Q420 430 500 480 Q440 560 340 520 Z", "#f2b829"),
      ellipse(420, 640, 220, 22, p.main, 'opacity="0.45"'),
      ellipse(460, 270, 40, 22, "#ffffff", 'opacity="0.35" transform="rotate(-30 460 270)"'),
    ].join(""),

  mug: (p) =>
    [
      stroke("M340 220 Q310 180 340 140 Q370 100 340 70", "#ffffff", 12, 'opacity="0.7"'),
      stroke("M420 220 Q390 180 420 140 Q450 100 420 70", "#ffffff", 12, 'opacity="0.55"'),
      `<path d="M510 340 Q620 340 620 440 Q620 540 510 540" fill="none" stroke="${p.dark}" stroke-width="40"/>`,
      rect(220, 260, 300, 370, 40, p.main),
      path("M440 260 L480 260 Q520 260 520 300 L520 590 Q520 630 480 630 L440 630 Z", p.dark, 'opacity="0.4"'),
      ellipse(370, 272, 150, 26, p.dark),
      ellipse(370, 276, 132, 18, "#5a3a2a"),
      rect(260, 390, 180, 110, 20, p.pale, 'opacity="0.9"'),
      path("M350 420 Q330 400 318 418 Q306 440 350 470 Q394 440 382 418 Q370 400 350 420 Z", p.main),
      shine(242, 310, 18, 280, 9, 0.3),
    ].join(""),

  pan: (p) =>
    [
      rect(520, 392, 240, 50, 25, p.ink, 'transform="rotate(-12 520 417)"'),
      circle(735, 362, 10, p.metal),
      circle(350, 430, 215, p.ink),
      circle(350, 430, 185, "#3b4050"),
      path("M350 300 Q460 300 460 400 Q470 500 360 540 Q250 560 230 450 Q220 330 350 300 Z", "#fdfdf8"),
      circle(355, 420, 58, p.gold),
      circle(338, 402, 16, "#ffffff", 'opacity="0.6"'),
      path(
        "M190 330 A185 185 0 0 1 330 246",
        "none",
        'stroke="#ffffff" stroke-width="10" opacity="0.2" stroke-linecap="round"',
      ),
      circle(520, 610, 18, p.main),
      circle(555, 640, 12, p.accent),
    ].join(""),

  teapot: (p) =>
    [
      path("M215 470 Q130 420 120 330 Q170 360 230 420 Z", p.dark),
      `<path d="M560 390 Q670 390 660 480 Q650 560 560 560" fill="none" stroke="${p.dark}" stroke-width="34"/>`,
      ellipse(400, 470, 200, 165, p.main),
      path("M400 305 Q600 310 600 470 Q600 610 400 635 Q520 560 520 470 Q520 360 400 305 Z", p.dark, 'opacity="0.35"'),
      ellipse(400, 318, 120, 28, p.dark),
      ellipse(400, 304, 100, 34, p.main),
      circle(400, 262, 24, p.dark),
      rect(205, 460, 390, 30, 0, p.light, 'opacity="0.7"'),
      rect(205, 505, 390, 14, 0, p.light, 'opacity="0.5"'),
      ellipse(300, 400, 36, 70, "#ffffff", 'opacity="0.25" transform="rotate(30 300 400)"'),
    ].join(""),

  plate: (p) =>
    [
      rect(150, 220, 30, 360, 15, p.metalDark),
      ...[0, 1, 2].map((i) => rect(150 + i * 11, 180, 8, 80, 4, p.metalDark)),
      rect(620, 220, 34, 360, 17, p.metalDark),
      path("M620 240 Q620 180 654 170 L654 330 L620 330 Z", p.metal),
      circle(400, 400, 205, p.white),
      circle(400, 400, 205, "none", `stroke="${p.main}" stroke-width="16"`),
      circle(400, 400, 150, "#eef0f5"),
      circle(400, 400, 150, "none", `stroke="${p.light}" stroke-width="6" stroke-dasharray="4 14"`),
      path("M300 300 A140 140 0 0 1 430 265", "none", 'stroke="#ffffff" stroke-width="12" stroke-linecap="round"'),
    ].join(""),
};

/** The SVG of one illustration (800×800). */
export function illustrationSvg(spec: IllustrationSpec): string {
  const p = { ...palette(spec.hue), ...spec.paint };
  const art = DRAWINGS[spec.kind](p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>
<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<circle cx="400" cy="390" r="330" fill="url(#halo)"/>
<circle cx="110" cy="130" r="46" fill="${p.light}" opacity="0.35"/>
<circle cx="700" cy="680" r="70" fill="${p.light}" opacity="0.25"/>
<circle cx="690" cy="140" r="14" fill="${p.accent}" opacity="0.45"/>
<circle cx="120" cy="690" r="10" fill="${p.accent}" opacity="0.4"/>
<ellipse cx="400" cy="668" rx="235" ry="24" fill="#1b1d29" opacity="0.16" filter="url(#soft)"/>
${art}
</svg>`;
}

/** One illustration as a PNG, as wide as the largest stored width. */
export async function renderIllustration(spec: IllustrationSpec): Promise<Buffer> {
  const sharp = await loadSharp();
  // Rendered at the largest stored width, so every width is a real one (the SVG is 800 user units).
  const density = (72 * IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!) / SIZE;
  return sharp(Buffer.from(illustrationSvg(spec)), { density })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export type ImageSet = Awaited<ReturnType<typeof imageRows>>;

/** Renders and encodes one image set per spec, a few at a time; nothing is stored. */
export async function illustrationImageSets(specs: readonly IllustrationSpec[], concurrency = 6): Promise<ImageSet[]> {
  const sets: ImageSet[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const i = next++;
      sets[i] = await imageRows(await renderIllustration(specs[i] as IllustrationSpec));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, specs.length) }, worker));
  return sets;
}
