/** `/a/b#c` -> {path: '/a/b', anchor: 'c'}; no anchor gives ''. */
export function splitAnchor(url: string): {path: string; anchor: string} {
  const hash = url.indexOf('#');
  return hash < 0 ? {path: url, anchor: ''} : {path: url.slice(0, hash), anchor: url.slice(hash + 1)};
}

/** Whether `url` leads off the site (has a scheme, as the Playground's URL does). */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}
