/**
 * What the service worker does with each request, and the page it shows when a page can be neither fetched nor
 * found on the device. Plain functions of URLs and text, so unit tests run them without a worker.
 */

/** The worker's caches. A new name per format: the worker deletes every `lexical-docs-` cache it does not list. */
export const cacheNames = {
  pages: 'lexical-docs-pages-v1',
  assets: 'lexical-docs-assets-v1',
  files: 'lexical-docs-files-v1',
} as const;

export type CacheName = (typeof cacheNames)[keyof typeof cacheNames];

export interface OfflineReadingSettings {
  /** The site's base URL path, ending in `/`: the worker's scope. */
  baseUrl: string;
  siteTitle: string;
  /** The file name of the worker under the base URL. */
  workerFile: string;
  /** Paths under the base URL the worker leaves to the browser (see `OfflineReadingOptions.networkOnly`). */
  networkOnly: readonly string[];
  /** Most entries each cache keeps; the least recently stored go first. */
  maxPages: number;
  maxAssets: number;
  maxFiles: number;
  /** The CSP hash source of `offlinePageScript` (`'sha256-…'`), computed at build time. */
  offlinePageScriptHash: string;
}

/**
 * - `page`: a document the browser navigates to. From the network, stored on the way; from the device when the
 *   network fails; else the offline page.
 * - `asset`: a file whose name holds its content hash (`/assets/js/main.1a2b3c4d.js`): it never changes, so the
 *   stored copy is served first.
 * - `file`: any other file of the site (images, Markdown twins): network first, the stored copy when
 *   the network fails.
 * - `pass`: not the worker's business (other origins, other methods, the worker itself, the paths listed as network
 *   only).
 */
export type RequestKind = 'page' | 'asset' | 'file' | 'pass';

const hashedAsset = /\/assets\/.*[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function requestKind(
  request: {method: string; mode: string; url: string},
  scope: URL,
  {workerFile, networkOnly}: Pick<OfflineReadingSettings, 'workerFile' | 'networkOnly'>,
): RequestKind {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return 'pass';
  const path = url.pathname.slice(scope.pathname.length);
  if (path === workerFile || networkOnly.some((prefix) => path.startsWith(prefix))) return 'pass';
  if (request.mode === 'navigate') return 'page';
  return hashedAsset.test(url.pathname) ? 'asset' : 'file';
}

/** The key a page is stored under: its address without query or fragment, and without a trailing slash. */
export function pageKey(address: string): string {
  const url = new URL(address);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.origin}${pathname}`;
}

/** A response worth keeping: a whole, successful answer of the site itself. */
export function isStorable(response: {ok: boolean; status: number; type: string}): boolean {
  return response.ok && response.status === 200 && response.type === 'basic';
}

/** The text of a page's `<title>`, from the start of its HTML. */
export function pageTitle(html: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html.slice(0, 20_000));
  const title = match?.[1]?.trim();
  return title ? decodeEntities(title) : undefined;
}

/**
 * The scripts, styles and preloads a page's HTML names, as absolute URLs of the page's origin: what opening the page
 * afresh loads before it can run.
 */
export function pageSubresources(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const found = new Set<string>();
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/^(?:stylesheet|preload|modulepreload)$/i.test(attribute(tag, 'rel') ?? '')) continue;
    const address = attribute(tag, isScript ? 'src' : 'href');
    if (!address) continue;
    try {
      const url = new URL(decodeEntities(address), page);
      if (url.origin === page.origin) found.add(url.href);
    } catch {
      // Not an address.
    }
  }
  return [...found];
}

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' '};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name]!);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface SavedPage {
  url: string;
  title: string;
}

export interface OfflinePageInput {
  /** The address the reader asked for. */
  url: string;
  /** Whether the browser says it has a network connection. */
  online: boolean;
  /** Pages stored on the device, most recent first. */
  savedPages: readonly SavedPage[];
  settings: Pick<OfflineReadingSettings, 'baseUrl' | 'siteTitle'>;
}

/**
 * The offline page's one script. The page takes the place of a page the site reloaded after a failed navigation;
 * the browser then treats the entries before it as the same document, so Back would only change the address. A
 * reload of the entry Back lands on opens the page stored for it.
 */
export const offlinePageScript = "addEventListener('popstate',function(){location.reload()})";

/** The Content-Security-Policy of the offline page: its own script and style, nothing loaded. */
export function offlinePagePolicy(scriptHash: string): string {
  return `default-src 'none'; script-src ${scriptHash}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`;
}

/**
 * The page shown instead of the browser's error page when a page is neither reachable nor stored: it says why, and
 * links to the page again (Retry), to the home page and to every page the reader can open on this device. Links
 * work with JavaScript off too.
 */
export function offlinePageHtml({url, online, savedPages, settings}: OfflinePageInput): string {
  const address = new URL(url);
  const path = `${address.pathname}${address.search}`;
  const heading = online ? 'This page can’t be reached right now' : 'You’re offline';
  const reason = online
    ? 'The site did not answer, and this page has not been saved on this device.'
    : 'This page has not been saved on this device yet. It opens as soon as you are back online.';
  const saved =
    savedPages.length === 0
      ? ''
      : `<h2>Pages you can read on this device</h2><ul>${savedPages
          .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title)}</a></li>`)
          .join('')}</ul>`;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} · ${escapeHtml(settings.siteTitle)}</title>
<style>
:root{color-scheme:light dark;--text:#1c1e21;--muted:#525860;--link:#1d5fd1;--bg:#fff;--line:#dadde1}
@media (prefers-color-scheme:dark){:root{--text:#e3e3e3;--muted:#b4b8be;--link:#7fb0ff;--bg:#1b1b1d;--line:#444950}}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{border-bottom:1px solid var(--line);padding:.75rem 1rem;font-weight:700}
header a{color:inherit;text-decoration:none}
main{max-width:42rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.15rem;margin:2rem 0 .5rem}
p{margin:0 0 1rem}
code{overflow-wrap:anywhere;color:var(--muted)}
a{color:var(--link)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0}
.actions a{display:inline-block;padding:.5rem 1.25rem;border:1px solid var(--link);border-radius:.4rem;text-decoration:none;font-weight:600}
.actions a:first-child{background:var(--link);color:var(--bg)}
ul{padding-left:1.25rem}
li{margin:.25rem 0}
</style>
</head>
<body>
<header><a href="${escapeHtml(settings.baseUrl)}">${escapeHtml(settings.siteTitle)}</a></header>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${reason}</p>
<p>Address: <code><bdi>${escapeHtml(path)}</bdi></code></p>
<div class="actions"><a href="${escapeHtml(url)}">Retry</a><a href="${escapeHtml(settings.baseUrl)}">Home page</a></div>
${saved}
</main>
<script>${offlinePageScript}</script>
</body>
</html>
`;
}
