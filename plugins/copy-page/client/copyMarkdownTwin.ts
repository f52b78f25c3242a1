/** Fetches the Markdown twin at `url` as text; rejects on a network error or an HTTP error status. */
async function fetchTwinText(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain;q=0.9'}});
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.text();
}

/**
 * Puts the text of the Markdown twin at `url` on the clipboard; rejects when the fetch fails or the
 * clipboard is refused. Where the browser accepts a clipboard item whose content is still on its way, the
 * write starts at once, inside the click: Safari refuses a write that starts after an await, once the
 * click's user activation is spent. A browser that refuses that form gets the fetched text written as is.
 */
export async function copyMarkdownTwin(url: string): Promise<void> {
  const text = fetchTwinText(url);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // A failed fetch is final (awaiting it below rethrows it); otherwise try the plain text write.
    }
  }
  await navigator.clipboard.writeText(await text);
}
