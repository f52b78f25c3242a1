/** Where "Let us know." sends a reader whose query found nothing: a prefilled issue. */
export function missingResultsUrl(query: string): string {
  const title = `Docs search: no results for "${query.slice(0, 100)}"`;
  return `https://github.com/facebook/lexical/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

/** Offered when a query finds nothing: queries that always have answers. */
export const searchSuggestions = ['editor state', 'commands', 'LexicalEditor'];
