// The web app: web/ is the root, the build goes to web/dist, which the server serves. JSX is Preact's.

import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** precache.json: every file of the build, for the service worker (web/public/sw.js) to keep for offline play. */
function precacheList(): Plugin {
  return {
    name: 'turnover-precache',
    generateBundle(_, bundle) {
      const files = Object.keys(bundle).filter((f) => f !== 'precache.json' && !f.endsWith('.map'));
      for (const extra of ['manifest.webmanifest', 'icon.svg']) if (!files.includes(extra)) files.push(extra);
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(files) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('web', import.meta.url)),
  base: './',
  plugins: [precacheList()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
