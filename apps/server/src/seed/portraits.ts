import sharp from 'sharp';
import { Random } from './random';

/**
 * Demo photos, drawn here without any network: an SVG portrait (soft gradient background, a head-and-shoulders
 * figure with hair and clothes, a few out-of-focus lights) rendered to PNG by sharp at 900×1200. They are plainly
 * illustrations, never mistaken for a real person. Rendering and re-encoding is the slow part of seeding, so a pool
 * of portraits per gender is drawn once and shared by every member (see seed-writer.ts).
 */

export const PORTRAIT_SIZE = { width: 900, height: 1200 } as const;

export type PortraitKind = 'woman' | 'man';

const SKIN = ['#f1c9a5', '#e0ac83', '#d39972', '#c68642', '#b0764f', '#9a623c', '#8d5524', '#6f4325'];
const HAIR = ['#1b1512', '#2a1d17', '#3b2a20', '#4a3326', '#161616', '#5b4636'];
const CLOTHES = [
  '#7a1f3d', // maroon
  '#1f4e79', // navy
  '#2f6f4f', // green
  '#b5651d', // saffron
  '#5b2a86', // purple
  '#c2185b', // pink
  '#00695c', // teal
  '#37474f', // charcoal
  '#8d6e63', // taupe
  '#d4a017', // mustard
];

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

/** The SVG of portrait `index` of a kind; the same (kind, index, seed) always draws the same picture. */
export function portraitSvg(kind: PortraitKind, index: number, seed: number): string {
  const r = new Random(seed, kind === 'woman' ? 1 : 2, index, 0x9047);
  const { width, height } = PORTRAIT_SIZE;
  const hue = r.int(0, 359);
  const top = hsl(hue, r.int(35, 60), r.int(78, 90));
  const bottom = hsl((hue + r.int(20, 70)) % 360, r.int(30, 55), r.int(58, 72));
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const clothes = r.pick(CLOTHES);
  const accent = r.pick(CLOTHES.filter((colour) => colour !== clothes));
  const cx = width / 2 + r.int(-40, 40);
  const headY = r.int(430, 490);
  const headRx = kind === 'woman' ? r.int(118, 132) : r.int(128, 142);
  const headRy = Math.round(headRx * 1.28);
  const shoulderY = headY + headRy + r.int(90, 130);

  const lights = Array.from({ length: r.int(5, 9) }, () => {
    const radius = r.int(40, 140);
    return `<circle cx="${r.int(0, width)}" cy="${r.int(0, Math.round(height * 0.7))}" r="${radius}" fill="#ffffff" opacity="${(r.int(6, 18) / 100).toFixed(2)}"/>`;
  }).join('');

  const shoulders = `<path d="M ${cx - 390} ${height} C ${cx - 380} ${shoulderY + 40}, ${cx - 230} ${shoulderY - 20}, ${cx - 90} ${shoulderY - 30}
    L ${cx + 90} ${shoulderY - 30} C ${cx + 230} ${shoulderY - 20}, ${cx + 380} ${shoulderY + 40}, ${cx + 390} ${height} Z" fill="${clothes}"/>`;
  const neck = `<rect x="${cx - 55}" y="${headY + headRy - 40}" width="110" height="${shoulderY - headY - headRy + 50}" rx="40" fill="${skin}"/>`;
  const collar =
    kind === 'man'
      ? `<path d="M ${cx - 90} ${shoulderY - 30} L ${cx} ${shoulderY + 70} L ${cx + 90} ${shoulderY - 30} Z" fill="${r.chance(0.5) ? '#f5f5f5' : accent}"/>`
      : `<path d="M ${cx - 300} ${shoulderY + 30} Q ${cx} ${shoulderY + 160} ${cx + 300} ${shoulderY + 30}" stroke="${accent}" stroke-width="38" fill="none" opacity="0.9"/>`;
  const head = `<ellipse cx="${cx}" cy="${headY}" rx="${headRx}" ry="${headRy}" fill="${skin}"/>`;
  const ears = `<ellipse cx="${cx - headRx + 6}" cy="${headY + 20}" rx="22" ry="38" fill="${skin}"/><ellipse cx="${cx + headRx - 6}" cy="${headY + 20}" rx="22" ry="38" fill="${skin}"/>`;

  let hairBack = '';
  let hairFront: string;
  if (kind === 'woman') {
    const length = r.int(120, 330);
    hairBack = `<path d="M ${cx - headRx - 40} ${headY - 40} Q ${cx - headRx - 70} ${headY + headRy + length * 0.6} ${cx - headRx + 10} ${headY + headRy + length}
      L ${cx + headRx - 10} ${headY + headRy + length} Q ${cx + headRx + 70} ${headY + headRy + length * 0.6} ${cx + headRx + 40} ${headY - 40} Z" fill="${hair}"/>`;
    const parting = r.int(-30, 30);
    hairFront = `<path d="M ${cx - headRx - 8} ${headY + 10} Q ${cx - headRx} ${headY - headRy - 30} ${cx + parting} ${headY - headRy + 8}
      Q ${cx + headRx} ${headY - headRy - 30} ${cx + headRx + 8} ${headY + 10} Q ${cx + headRx - 30} ${headY - headRy + 70} ${cx + parting} ${headY - headRy + 40}
      Q ${cx - headRx + 30} ${headY - headRy + 70} ${cx - headRx - 8} ${headY + 10} Z" fill="${hair}"/>`;
    if (r.chance(0.35)) {
      // A flower or clip in the hair.
      hairFront += `<circle cx="${cx + headRx - 10}" cy="${headY - headRy + 60}" r="22" fill="${accent}"/>`;
    }
  } else {
    const volume = r.int(18, 48);
    hairFront = `<path d="M ${cx - headRx - 4} ${headY - 10} Q ${cx - headRx - 10} ${headY - headRy - volume} ${cx} ${headY - headRy - volume}
      Q ${cx + headRx + 10} ${headY - headRy - volume} ${cx + headRx + 4} ${headY - 10} Q ${cx + headRx - 20} ${headY - headRy + 50} ${cx} ${headY - headRy + 45}
      Q ${cx - headRx + 20} ${headY - headRy + 50} ${cx - headRx - 4} ${headY - 10} Z" fill="${hair}"/>`;
    if (r.chance(0.4)) {
      // A beard.
      hairFront += `<path d="M ${cx - headRx + 8} ${headY + 20} Q ${cx - headRx + 20} ${headY + headRy + 30} ${cx} ${headY + headRy + 22}
        Q ${cx + headRx - 20} ${headY + headRy + 30} ${cx + headRx - 8} ${headY + 20} Q ${cx} ${headY + headRy - 30} ${cx - headRx + 8} ${headY + 20} Z" fill="${hair}" opacity="0.92"/>`;
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="${r.chance(0.5) ? 1 : 0}" y2="1">
      <stop offset="0" stop-color="${top}"/>
      <stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${lights}
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${hairBack}${shoulders}${neck}${collar}${ears}${head}${hairFront}
</svg>`;
}

/** Portrait `index` of a kind as a PNG file, as a member would upload it. */
export function renderPortrait(kind: PortraitKind, index: number, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(kind, index, seed)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
