import { randomInt } from 'node:crypto';
import { encodePng } from './png';

/** The slider puzzle's geometry (image pixels; the client shows the images at this size). */
export const PUZZLE = Object.freeze({ width: 310, height: 160, piece: 52 });

/** Whether a pixel (relative to the piece's top-left corner) is inside the jigsaw piece: a square with a knob on top and on the right. */
function inPiece(px: number, py: number): boolean {
  const body = px >= 0 && px < 42 && py >= 10 && py < 52;
  const top = (px - 21) ** 2 + (py - 10) ** 2 <= 64;
  const right = (px - 42) ** 2 + (py - 31) ** 2 <= 64;
  return body || top || right;
}

const onEdge = (px: number, py: number) =>
  inPiece(px, py) && (!inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1));

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A random landscape-like picture: a two-colour gradient, soft discs, waves and grain. */
function paintBackground(): Uint8Array {
  const { width: w, height: h } = PUZZLE;
  const hue = randomInt(0, 360);
  const from = hsl(hue, 0.55, 0.62);
  const to = hsl((hue + 40 + randomInt(0, 80)) % 360, 0.5, 0.38);
  const discs = Array.from({ length: 7 }, () => ({
    x: randomInt(0, w), y: randomInt(0, h), r: randomInt(14, 48), c: hsl((hue + randomInt(90, 270)) % 360, 0.6, 0.55 + randomInt(0, 20) / 100),
  }));
  const waveA = randomInt(6, 18);
  const waveF = randomInt(20, 50) / 1000;
  const waveY = randomInt(h / 2, h - 20);
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x / w + y / h) / 2;
      let c = [0, 1, 2].map((i) => from[i] * (1 - t) + to[i] * t);
      for (const d of discs) {
        const dist = Math.hypot(x - d.x, y - d.y);
        if (dist < d.r) {
          const a = 0.55 * (1 - dist / d.r) + 0.2;
          c = c.map((v, i) => v * (1 - a) + d.c[i] * a);
        }
      }
      if (y > waveY + Math.sin(x * waveF) * waveA) c = c.map((v) => v * 0.72);
      const grain = randomInt(-10, 11);
      const o = (y * w + x) * 4;
      px[o] = Math.max(0, Math.min(255, c[0] + grain));
      px[o + 1] = Math.max(0, Math.min(255, c[1] + grain));
      px[o + 2] = Math.max(0, Math.min(255, c[2] + grain));
      px[o + 3] = 255;
    }
  }
  return px;
}

export interface Puzzle {
  /** Where the piece fits: its left edge (the answer) and top edge. */
  x: number;
  y: number;
  /** The picture with the hole, PNG. */
  background: Buffer;
  /** The piece at its height in a transparent strip as tall as the picture, PNG. */
  piece: Buffer;
}

/** A fresh puzzle: random picture, random hole away from the piece's start at the left edge. */
export function makePuzzle(): Puzzle {
  const { width: w, height: h, piece: s } = PUZZLE;
  const x = randomInt(s + 20, w - s - 4);
  const y = randomInt(4, h - s - 4);
  const bg = paintBackground();
  const piece = new Uint8Array(s * h * 4);
  for (let py = 0; py < s; py++) {
    for (let pxl = 0; pxl < s; pxl++) {
      if (!inPiece(pxl, py)) continue;
      const src = ((y + py) * w + x + pxl) * 4;
      const dst = ((y + py) * s + pxl) * 4;
      const edge = onEdge(pxl, py);
      for (let i = 0; i < 3; i++) piece[dst + i] = edge ? 255 : bg[src + i];
      piece[dst + 3] = edge ? 230 : 255;
      // The hole: darkened, with a light rim.
      for (let i = 0; i < 3; i++) bg[src + i] = edge ? Math.min(255, bg[src + i] + 90) : Math.round(bg[src + i] * 0.35);
    }
  }
  return { x, y, background: encodePng(w, h, bg), piece: encodePng(s, h, piece) };
}
