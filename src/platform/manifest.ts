// The German web manifest: what the home-screen icon, splash screen and install prompt show.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { BRAND_COLORS } from './brand-colors.ts';

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Vor-Ort – Hausaufnahme für Solar, Speicher und Wallbox',
  short_name: 'Vor-Ort',
  description: 'Häuser vor Ort aufnehmen – auch ohne Netz: Kundendaten, Dach, Elektrik, Aufstellort und Protokoll.',
  lang: 'de',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BRAND_COLORS.primary,
  background_color: '#ffffff',
  categories: ['business', 'productivity', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
