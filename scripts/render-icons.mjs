// Renders the app icons of the web manifest from their SVG sources in public/icons/
// (run after changing an icon: `node scripts/render-icons.mjs`; the PNGs are committed).
import sharp from 'sharp';

const jobs = [
  ['public/icons/icon.svg', 'public/icons/icon-192.png', 192],
  ['public/icons/icon.svg', 'public/icons/icon-512.png', 512],
  ['public/icons/icon-maskable.svg', 'public/icons/icon-maskable-512.png', 512],
  ['public/icons/icon.svg', 'public/icons/apple-touch-icon.png', 180],
];
for (const [src, dest, size] of jobs) {
  await sharp(src, { density: 300 }).resize(size, size).png().toFile(dest);
  console.log(`${dest} ${size}×${size}`);
}
