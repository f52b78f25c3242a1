import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {lexicalVersion} from './lib/lexical-packages';
import {docsSidebarItemsGenerator} from './lib/docs-sidebar';
import searchIndexPlugin from './plugins/search-index';
import apiReferencePlugin, {type ApiReferencePluginOptions} from './plugins/api-reference';
import {apiDocsOptions} from './plugins/api-reference/docsInstance';
import routeScriptsPlugin, {type RouteScriptsOptions} from './plugins/speed/route-scripts';
import leanDocsPlugin, {type LeanDocsOptions} from './plugins/speed/lean-docs';
import deferredContentPlugin, {type DeferredContentOptions} from './plugins/speed/deferred-content';
import leanRuntimePlugin, {type LeanRuntimeOptions} from './plugins/speed/lean-runtime';
import clientSiteConfigPlugin from './plugins/speed/client-site-config';
import compileHintsPlugin from './plugins/speed/compile-hints';
import {speedMechanismsOn} from './plugins/speed/setting';
import buildVariantCachePlugin, {type BuildVariantCacheOptions} from './plugins/build-variant-cache';
import errorCodesPlugin, {type ErrorCodesPluginOptions} from './plugins/error-codes';
import redirectsPlugin, {type RedirectsPluginOptions} from './plugins/redirects';
import {darkCodeTheme, lightCodeTheme} from './src/prism/accessibleThemes';
import announcementBarIdPlugin from './plugins/announcement-bar-id';
import codeSampleOutput from './remark/code-sample-output';
import packageExportsPlugin, {type PackageExportsOptions} from './plugins/package-exports';
import packageExportsRemarkPlugin from './remark/package-exports';
import mermaidSvgPlugin from './plugins/mermaid-svg';
import mermaidSvgRemarkPlugin from './remark/mermaid-svg';
import syntaxHighlightingPlugin from './plugins/syntax-highlighting';
import markdownTwinsPlugin, {type MarkdownTwinsOptions} from './plugins/markdown-twins';
import type {ExtensionCatalogueOptions} from './plugins/extension-catalogue';
import copyPagePlugin, {type CopyPagePluginOptions} from './plugins/copy-page';
import liveExamplesPlugin, {type LiveExamplesOptions} from './plugins/live-examples';
import liveExamplesRemarkPlugin from './remark/live-examples';
import apiHistoryPlugin, {type ApiHistoryPluginOptions} from './plugins/api-history';
import securityHeadersPlugin, {type SecurityHeadersOptions} from './plugins/security-headers';
import offlineReadingPlugin, {type OfflineReadingOptions} from './plugins/offline-reading';
import galleryPlugin, {type GalleryOptions} from './plugins/gallery';

// Page-view analytics are opt-in: with no tracking id, no analytics code is
// shipped at all (see README).
const gtagTrackingId = process.env.LEXICAL_DOCS_GTAG_ID?.trim();

const githubUrl = 'https://github.com/facebook/lexical';

// Search: the local index by default; hosted Algolia DocSearch only when all
// three variables are set (see README).
const algoliaAppId = process.env.LEXICAL_DOCS_ALGOLIA_APP_ID?.trim();
const algoliaSearchKey = process.env.LEXICAL_DOCS_ALGOLIA_SEARCH_KEY?.trim();
const algoliaIndex = process.env.LEXICAL_DOCS_ALGOLIA_INDEX?.trim();
const hostedSearch = Boolean(algoliaAppId && algoliaSearchKey && algoliaIndex);
// A new id shows the announcement again to readers who closed the previous one.
const announcementBarId = `documented-version-${lexicalVersion}`;

// The speed layer (plugins/speed; see ARCHITECTURE.md, "The speed layer"): what reaches past Docusaurus' public API
// only to make pages lighter. `LEXICAL_DOCS_SPEED_LAYER=off` builds the same site without any of it, so that a
// Docusaurus upgrade can go ahead while a part of it is repaired; `without:<mechanism>,…` leaves out only those.
const speed = speedMechanismsOn(process.env.LEXICAL_DOCS_SPEED_LAYER);

/** A docs plugin instance: the lean one of the speed layer, or Docusaurus' own with the same docs options. */
function docsInstance(options: LeanDocsOptions): PluginConfig {
  if (speed.has('lean-docs')) return [leanDocsPlugin, options];
  const {globalDataDocs: _leanOnly, ...docsOptions} = options;
  return ['@docusaurus/plugin-content-docs', docsOptions];
}

// A mechanism left out is `false`, which Docusaurus skips.
const speedPlugins: PluginConfig[] = [
  // A docs page's or blog post's content loads when the reader reaches for it; its server markup stands until then.
  speed.has('deferred-content') && [
    deferredContentPlugin,
    {contentDirs: ['docs', 'api', 'blog']} satisfies DeferredContentOptions,
  ],
  // The pages the browser renders name their scripts in their HTML, fetched with main.js rather than after it.
  speed.has('route-scripts') && [
    routeScriptsPlugin,
    {routes: ['/search', '/docs/error']} satisfies RouteScriptsOptions,
  ],
  // Every page's runtime and route registry without what only the server render or a file name needs; the API
  // reference's and the gallery examples' routes in chunks of their own, loaded by their pages.
  speed.has('lean-runtime') && [
    leanRuntimePlugin,
    {
      deferredRoutes: ['/docs/api/', '/gallery/'],
      compactLeafRoutes: speed.has('compact-leaf-routes'),
      hashCarriers: speed.has('hash-carriers'),
    } satisfies LeanRuntimeOptions,
  ],
  // The site config in main.js without the presets', plugins' and build policies' fields no page reads.
  speed.has('client-site-config') && clientSiteConfigPlugin,
  // main.js and the runtime compiled as they download, off the main thread, rather than function by function as
  // the page first calls them.
  speed.has('compile-hints') && compileHintsPlugin,
];

const optionalPlugins: PluginConfig[] = gtagTrackingId
  ? [['@docusaurus/plugin-google-gtag', {trackingID: gtagTrackingId, anonymizeIP: true}]]
  : [];

const config: Config = {
  title: 'Lexical',
  tagline: 'An extensible text editor framework that does things differently',
  favicon: 'img/favicon.svg',
  url: process.env.LEXICAL_DOCS_URL ?? 'https://lexical.dev',
  baseUrl: process.env.LEXICAL_DOCS_BASE_URL ?? '/',
  organizationName: 'facebook',
  projectName: 'lexical',
  customFields: {lexicalVersion},

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true},
    faster: true,
  },

  // A docs site with dead links or anchors is broken: fail the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    // The one locale, with every field of its config spelled out (calendar and path are
    // Docusaurus' defaults for 'en'). No translation files: the site is written in English.
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}},
  },

  presets: [
    [
      'classic',
      {
        // Served by the docs instances below: plugins/speed/lean-docs, or Docusaurus' own with the speed layer off.
        docs: false,
        blog: {
          path: 'blog',
          showReadingTime: true,
          blogSidebarTitle: 'Recent posts',
          blogSidebarCount: 'ALL',
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Lexical Docs blog',
            description: 'News, guides and deep dives for developers building editors with Lexical',
            copyright: `Copyright © 2024 Meta Platforms, Inc.`,
            xslt: true,
          },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          beforeDefaultRemarkPlugins: [codeSampleOutput],
          remarkPlugins: [mermaidSvgRemarkPlugin],
        },
        pages: {beforeDefaultRemarkPlugins: [codeSampleOutput]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/blog/page/**']},
      } satisfies Preset.Options,
    ],
  ],

  // Link prefetches wait for idle time and failed preloads are handled (src/clientModules/linkLoading.ts).
  clientModules: ['./src/clientModules/linkLoading.ts'],

  plugins: [
    // The guides, at /docs.
    docsInstance({
      path: 'docs',
      sidebarPath: './sidebars.ts',
      sidebarCollapsible: true,
      sidebarItemsGenerator: docsSidebarItemsGenerator,
      editUrl: undefined,
      lastVersion: 'current',
      versions: {current: {label: 'Next', path: ''}},
      // Labels a sample's `output` block "Output" (see remark/code-sample-output).
      beforeDefaultRemarkPlugins: [codeSampleOutput],
      // Gives each package page the export table of its own package (see plugins/package-exports);
      // shows each mermaid block as its SVGs rendered by `npm run diagrams` (see plugins/mermaid-svg);
      // runs each ```tsx live block as an editable example (see plugins/live-examples).
      remarkPlugins: [packageExportsRemarkPlugin, mermaidSvgRemarkPlugin, liveExamplesRemarkPlugin],
    }),
    [apiReferencePlugin, {} satisfies Partial<ApiReferencePluginOptions>],
    // The pages the API reference writes, served under /docs/api with their own sidebar.
    docsInstance(apiDocsOptions()),
    ...speedPlugins,
    [errorCodesPlugin, {routePath: '/docs/error'} satisfies ErrorCodesPluginOptions],
    // What each release changed in the API, and the upgrading page (see plugins/api-history).
    [apiHistoryPlugin, {} satisfies Partial<ApiHistoryPluginOptions>],
    [searchIndexPlugin, {backend: hostedSearch ? 'algolia' : 'local'}],
    // A bundler cache per build variant: the settings above that change which modules plugins alias.
    [
      buildVariantCachePlugin,
      {
        variant: {speed: [...speed], search: hostedSearch ? 'algolia' : 'local', analytics: Boolean(gtagTrackingId)},
      } satisfies BuildVariantCacheOptions,
    ],
    // Moved pages, old URL schemes of lexical.dev and the URLs of re-exported classes under each module that
    // exports them (see plugins/redirects).
    [redirectsPlugin, {} satisfies RedirectsPluginOptions],
    [announcementBarIdPlugin, {announcementId: announcementBarId}],
    // Export tables of the package pages, read from the installed declarations. Imported here rather
    // than named by path, which Docusaurus would load as a fresh copy: the package model it reads is
    // then the one the API reference and the redirects read, computed once.
    [packageExportsPlugin, {} satisfies Partial<PackageExportsOptions>],
    ['./plugins/extension-catalogue/index.ts', {} satisfies Partial<ExtensionCatalogueOptions>],
    // The component that shows the diagrams rendered ahead of time: no Mermaid in the browser.
    [mermaidSvgPlugin, {}],
    // Code blocks highlighted by a Prism with only the languages the docs use (see plugins/syntax-highlighting).
    [syntaxHighlightingPlugin, {}],
    // The 'Copy page' button of doc pages and blog posts, and each page's alternate link to its Markdown twin.
    [copyPagePlugin, {} satisfies Partial<CopyPagePluginOptions>],
    // The <LiveExample> component of ```tsx live blocks; its runtime loads when an example nears the viewport.
    [liveExamplesPlugin, {} satisfies Partial<LiveExamplesOptions>],
    // Every page also as Markdown at its URL plus `.md`, and llms.txt (see plugins/markdown-twins).
    [markdownTwinsPlugin, {errorCodesRoute: '/docs/error'} satisfies Partial<MarkdownTwinsOptions>],
    // Content-Security-Policy and the other security headers, in _headers and vercel.json (see plugins/security-headers).
    [
      securityHeadersPlugin,
      {
        // The live examples run the code a reader edits with eval (plugins/live-examples/runtime).
        allowEval: true,
        // 'Open in StackBlitz' posts the example's project to StackBlitz in a new tab (@stackblitz/sdk).
        extraSources: {'form-action': ['https://stackblitz.com']},
        services: [
          ...(gtagTrackingId ? ['google-analytics' as const] : []),
          ...(hostedSearch ? ['algolia' as const] : []),
        ],
      } satisfies Partial<SecurityHeadersOptions>,
    ],
    // Complete example editors that run on their pages, at /gallery (see plugins/gallery); the first ones lead.
    [
      galleryPlugin,
      {
        featured: ['rich-text-toolbar', 'chat-input', 'block-editor', 'markdown', 'tables', 'collaboration'],
      } satisfies Partial<GalleryOptions>,
    ],
    // Pages a reader has opened stay readable offline; a page that cannot load offers Retry (see plugins/offline-reading).
    // The search index is fetched a few small files a keystroke: copies of it would push the pages' files out of the
    // worker's cache and cost the keystroke a write each, so search needs the network.
    [offlineReadingPlugin, {networkOnly: ['search-index/']} satisfies Partial<OfflineReadingOptions>],
    ...optionalPlugins,
  ],

  themeConfig: {
    image: 'img/social-card.svg',
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: announcementBarId,
      content: `These docs describe Lexical <strong>v${lexicalVersion}</strong>. <a href="/blog/welcome">See what is on the site</a>.`,
      isCloseable: true,
      // Theme variables, not fixed colours: the bar follows the colour mode like the rest of the page.
      backgroundColor: 'var(--ifm-color-emphasis-100)',
      textColor: 'var(--ifm-font-color-base)',
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    navbar: {
      title: 'Lexical',
      logo: {alt: 'Lexical logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg'},
      items: [
        {href: 'https://playground.lexical.dev/', label: 'Playground', position: 'left'},
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        // A plain link (not `docSidebar`): the API instance's global data has no page list to find the active page in.
        {to: '/docs/api/', activeBasePath: '/docs/api', position: 'left', label: 'API'},
        {to: '/gallery', label: 'Gallery', position: 'left'},
        {to: '/community', label: 'Community', position: 'left'},
        {href: 'https://facebook.github.io/lexical-ios/', label: 'iOS', position: 'left'},
        {
          type: 'html',
          position: 'right',
          className: 'navbar-version-badge-item',
          value: `<span class="lexical-version-badge" title="The Lexical version these docs describe">v${lexicalVersion}</span>`,
        },
        {href: githubUrl, label: 'GitHub', position: 'right', 'aria-label': 'GitHub repository'},
        // Last of the right-hand items: it sits next to the color-mode toggle.
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Lexical logo', src: 'img/logo-dark.svg', width: 120, height: 36, href: '/'},
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Introduction', to: '/docs/intro'},
            {label: 'API reference', to: '/docs/api/'},
            {label: 'Error codes', to: '/docs/error'},
            {label: 'Gallery', to: '/gallery'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub Discussions', href: `${githubUrl}/discussions`},
            {label: 'Discord', href: 'https://discord.gg/KmG4wQnnD9'},
            {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/lexicaljs'},
            {label: 'X (Twitter)', href: 'https://x.com/lexicaljs'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Playground', href: 'https://playground.lexical.dev/'},
            {label: 'GitHub', href: githubUrl},
            {label: 'Lexical iOS', href: 'https://facebook.github.io/lexical-ios/'},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
            {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
          ],
        },
      ],
      copyright: `Copyright © 2024 Meta Platforms, Inc. Documentation for Lexical v${lexicalVersion}, built with Docusaurus.`,
    },
    algolia: {
      // In local mode these are never sent anywhere: the theme requires them to be set.
      appId: hostedSearch ? algoliaAppId! : 'local',
      apiKey: hostedSearch ? algoliaSearchKey! : 'local',
      indexName: hostedSearch ? algoliaIndex! : 'lexical',
      contextualSearch: true,
      searchPagePath: 'search',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      // GitHub and Dracula with every token at WCAG AA contrast (see src/prism).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
