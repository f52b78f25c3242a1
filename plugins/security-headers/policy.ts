/**
 * The security headers of every response, from what the built site needs. Pure: the plugin gathers the inputs
 * (the hashes of the built pages' inline scripts) and writes the host files.
 */
import type {Header} from './headersFile';

export const cspDirectives = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'worker-src',
  'frame-src',
  'media-src',
  'manifest-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;

export type CspDirective = (typeof cspDirectives)[number];

export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

/** Third-party services a build can be configured with (see the README's environment variables). */
export const thirdPartyServices = ['google-analytics', 'algolia'] as const;

export type ThirdPartyService = (typeof thirdPartyServices)[number];

/** What each service's code loads from where. */
export const serviceSources: Record<ThirdPartyService, CspSources> = {
  // gtag.js, and the page views it sends (as a request, or an image where fetch is not available): the sources
  // Google documents for Google Analytics 4 under a Content-Security-Policy.
  'google-analytics': {
    'script-src': ['https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  // DocSearch's queries: `<app>-dsn.algolia.net` first, `<app>-<n>.algolianet.com` as fallbacks, and its events.
  algolia: {
    'connect-src': ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'],
  },
};

export interface PolicyInput {
  /** Base64 SHA-256 digests of the inline scripts the built pages hold. */
  scriptHashes: readonly string[];
  /** Allow `eval` and `new Function` (`'unsafe-eval'`). */
  allowEval: boolean;
  services: readonly ThirdPartyService[];
  /** Who may frame the pages (`frame-ancestors`). */
  frameAncestors: readonly string[];
  /** Sources added to the policy's own, by directive. */
  extraSources: CspSources;
}

/**
 * The Content-Security-Policy: the site's own files only, and beside them the inline scripts of the built pages by
 * their hashes, never inline script in general.
 */
export function contentSecurityPolicy(input: PolicyInput): string {
  const policy = new Map<CspDirective, string[]>([
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...(input.allowEval ? ["'unsafe-eval'"] : []),
        ...[...new Set(input.scriptHashes)].sort().map((hash) => `'sha256-${hash}'`),
      ],
    ],
    // Style attributes: the server render writes them, and scripts that set them run on every page.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Infima's icons are data: SVG images in its CSS.
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    // The search engine's worker is a script file of the site's own, never a blob.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...input.frameAncestors]],
  ]);
  const add = (sources: CspSources) => {
    for (const directive of cspDirectives) {
      const extra = sources[directive];
      if (!extra?.length) continue;
      // A directive not listed yet starts from what default-src gives it.
      const current = policy.get(directive) ?? [...(policy.get('default-src') ?? [])];
      policy.set(directive, [...new Set([...current, ...extra])]);
    }
  };
  for (const service of input.services) add(serviceSources[service]);
  add(input.extraSources);
  return cspDirectives
    .filter((directive) => policy.has(directive))
    .map((directive) => `${directive} ${policy.get(directive)!.join(' ')}`)
    .join('; ');
}

/** `{camera: [], fullscreen: ['self']}` -> `camera=(), fullscreen=(self)`. */
export function permissionsPolicy(features: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(features)
    .map(([feature, allowed]) => `${feature}=(${allowed.join(' ')})`)
    .join(', ');
}

export interface SecurityHeadersInput extends PolicyInput {
  referrerPolicy: string;
  /** Features and the origins allowed to use them; an empty list turns the feature off. */
  permissions: Readonly<Record<string, readonly string[]>>;
}

/** Every security header of a response. */
export function securityHeaders(input: SecurityHeadersInput): Header[] {
  const frameOptions =
    input.frameAncestors.length === 1 && input.frameAncestors[0] === "'none'"
      ? 'DENY'
      : input.frameAncestors.length === 1 && input.frameAncestors[0] === "'self'"
        ? 'SAMEORIGIN'
        : undefined;
  return [
    {key: 'Content-Security-Policy', value: contentSecurityPolicy(input)},
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    // For browsers that predate frame-ancestors; the others ignore it when the policy has that directive.
    ...(frameOptions ? [{key: 'X-Frame-Options', value: frameOptions}] : []),
    {key: 'Referrer-Policy', value: input.referrerPolicy},
    ...(Object.keys(input.permissions).length > 0
      ? [{key: 'Permissions-Policy', value: permissionsPolicy(input.permissions)}]
      : []),
  ];
}
