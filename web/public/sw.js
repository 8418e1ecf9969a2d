// The service worker: keeps the built app (every file the build lists in precache.json) so the installed app opens
// and plays hot seat and vs bot offline. The API is never cached: offline the app keeps matches on the device.
// Pages go to the network first (a new build shows at once); hashed assets come from the cache first.

const LIST = './precache.json';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const files = await (await fetch(LIST, { cache: 'no-store' })).json();
      const cache = await caches.open(`turnover-${files.join('|').length}-${files.length}`);
      await cache.addAll(['./', ...files.map((f) => `./${f}`)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const files = await (await fetch(LIST, { cache: 'no-store' }).catch(() => null))?.json().catch(() => null);
      const keep = files && `turnover-${files.join('|').length}-${files.length}`;
      if (keep) for (const name of await caches.keys()) if (name !== keep) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (req.mode === 'navigate') {
    event.respondWith(fetch(req).catch(async () => (await caches.match('./', { ignoreSearch: true })) ?? Response.error()));
    return;
  }
  event.respondWith(caches.match(req).then((hit) => hit ?? fetch(req)));
});
