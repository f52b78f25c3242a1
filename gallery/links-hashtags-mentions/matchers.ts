import type {LinkMatcher} from '@lexical/link';

// A scheme or "www.", a dotted host name, then an optional path, query or fragment up to the next space.
const URL_PATTERN = /(?:https?:\/\/|www\.)[\w-]+(?:\.[\w-]+)+(?:[/?#][^\s<>"']*)?/i;
// name@host.tld, the host with at least one dot.
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;
// Punctuation that ends a sentence rather than the address: "see www.example.com." links without the dot.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

function matcher(pattern: RegExp, toUrl: (text: string) => string): LinkMatcher {
  return (text) => {
    const match = pattern.exec(text);
    if (match === null) {
      return null;
    }
    const found = match[0].replace(TRAILING_PUNCTUATION, '');
    return {index: match.index, length: found.length, text: found, url: toUrl(found)};
  };
}

/** The AutoLinkPlugin's matchers: web addresses and email addresses. */
export const LINK_MATCHERS: LinkMatcher[] = [
  matcher(URL_PATTERN, (text) => (/^https?:\/\//i.test(text) ? text : `https://${text}`)),
  matcher(EMAIL_PATTERN, (text) => `mailto:${text}`),
];

/** Accepts only web and mail links, for LinkPlugin and the link form. */
export function isAllowedUrl(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(url);
}
