// The privilege card's service worker (decision 074). Registered by the card page, for a
// signed-in member, once per offline page, with that page's path as its scope: it keeps that one
// page (network first, the last copy when there is no network) and the build files and pictures
// the page loads (cache first: their URLs change when they do). It answers nothing else: the API,
// page data and every other page go to the network as if it were not there. Log-out clears it
// (Clear-Site-Data), and a page the network no longer gives (signed out, gone) leaves the cache.

const CACHE = "marea-offline-v1";
const PAGE = new URL(self.registration.scope).pathname;
const FILES = /^\/(assets|img)\//;
const MAX_PICTURES = 100;

self.addEventListener("install", (event) => {
  event.waitUntil(refreshPage().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith("marea-offline-") && n !== CACHE)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page hands over the files it loaded before this worker was its own.
self.addEventListener("message", (event) => {
  const keep = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const files = keep.filter((path) => typeof path === "string" && FILES.test(path)).slice(0, 200);
  event.waitUntil(Promise.all(files.map((path) => keepFile(path))));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname === PAGE) {
    event.respondWith(page(request, url));
  } else if (FILES.test(url.pathname)) {
    event.respondWith(file(request, event.clientId));
  }
});

/** Network first; a copy of the bare page kept; the last copy when the network fails. */
async function page(request, url) {
  const cache = await caches.open(CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await cache.match(PAGE, { ignoreVary: true });
    if (copy) return copy;
    throw error;
  }
  if (url.search === "") await remember(cache, response.clone());
  return response;
}

/** Stores the page as the network gave it, or forgets it when the network no longer does. */
async function remember(cache, response) {
  if (response.ok && response.type === "basic" && !response.redirected) {
    await cache.put(PAGE, response.clone());
    const html = (await response.text()).replaceAll("&amp;", "&");
    const code = html.match(/\/assets\/[\w.@-]+\.(?:js|css|woff2)/g) ?? [];
    // Every size of every picture in its srcset: which one the phone takes depends on the
    // screen. Bounded: a page names a few dozen.
    const pictures = (html.match(/\/img\/[^"'\s,]+/g) ?? []).slice(0, MAX_PICTURES);
    await Promise.all([...new Set([...code, ...pictures])].map((path) => keepFile(path)));
  } else {
    await cache.delete(PAGE);
  }
  await prune(cache);
}

/**
 * Keeps only the files some kept page names (a new build's pages name new files; pictures are
 * named in their page's srcset), so the cache never outgrows the offline pages themselves.
 */
async function prune(cache) {
  const requests = await cache.keys();
  const pages = requests.filter((r) => !FILES.test(new URL(r.url).pathname));
  const texts = await Promise.all(
    pages.map(async (r) => ((await (await cache.match(r))?.text()) ?? "").replaceAll("&amp;", "&")),
  );
  await Promise.all(
    requests
      .map((r) => new URL(r.url))
      .filter((u) => FILES.test(u.pathname))
      .filter((u) => !texts.some((text) => text.includes(u.pathname + u.search)))
      .map((u) => cache.delete(u.pathname + u.search)),
  );
}

async function refreshPage() {
  const cache = await caches.open(CACHE);
  try {
    await remember(cache, await fetch(PAGE, { credentials: "same-origin", redirect: "manual" }));
  } catch {
    // No network while installing: the next visit stores the page.
  }
}

async function keepFile(path) {
  const cache = await caches.open(CACHE);
  if (await cache.match(path, { ignoreVary: true })) return;
  try {
    const response = await fetch(path);
    if (response.ok) await cache.put(path, response);
  } catch {
    // Offline: kept on the next visit.
  }
}

/**
 * Build files and pictures: the kept copy, else the network, kept when the tab asking shows the
 * offline page itself (after a client-side navigation elsewhere it is another page's file).
 */
async function file(request, clientId) {
  const cache = await caches.open(CACHE);
  // Pictures vary by Accept (WebP, AVIF): the kept one is good whatever this request accepts.
  const copy = await cache.match(request, { ignoreVary: true });
  if (copy) return copy;
  const response = await fetch(request);
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const onPage = client !== undefined && new URL(client.url).pathname === PAGE;
  if (onPage && response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
  }
  return response;
}
