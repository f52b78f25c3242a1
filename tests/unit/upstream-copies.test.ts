/**
 * Every theme component or module of ours that was copied from Docusaurus (ejected, or rewritten from its source)
 * names the upstream file it came from and that file's SHA-256 at the time. A Docusaurus upgrade that changes one of
 * them fails here, naming our file: upstream fixes never reach a copy on their own. To update an entry, compare the
 * new upstream file with ours (`diff node_modules/<upstream> <ours>`), carry over what applies, then record the new
 * hash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const repoRoot = path.resolve(__dirname, '../..');

interface UpstreamCopy {
  /** Our file. */
  ours: string;
  /** The upstream file, inside node_modules. */
  upstream: string;
  /** SHA-256 of the upstream file when ours was last compared with it. */
  sha256: string;
  /** What ours keeps of it. */
  kept: string;
}

const upstreamCopies: UpstreamCopy[] = [
  {
    ours: 'src/theme/Loading/index.tsx',
    upstream: '@docusaurus/core/lib/client/theme-fallback/Loading/index.js',
    sha256: 'ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54',
    kept: 'its three states (nothing, loading, failed with Retry), rewritten in the site styles',
  },
  {
    ours: 'src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx',
    sha256: 'eff7667c8390eb65e0bae9ce05290a3667e2a7692d81a737630533887d1f0174',
    kept: 'the whole component (ejected)',
  },
  {
    ours: 'src/theme/NavbarItem/ComponentTypes.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/NavbarItem/ComponentTypes.tsx',
    sha256: 'bca91aa806923bd6c308c26db8f0dd8ab1c73944f732c381afcd870881c150f5',
    kept: 'the map of navbar item types (ejected)',
  },
  {
    ours: 'src/theme/BlogListPage/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/BlogListPage/index.tsx',
    sha256: 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
    kept: 'the whole page (ejected)',
  },
  {
    ours: 'src/theme/Blog/Components/Author/Socials/styles.module.css',
    upstream: '@docusaurus/theme-classic/src/theme/Blog/Components/Author/Socials/styles.module.css',
    sha256: 'bf02f5e4c95612c3b1bf566479a3496d426546d97cd1ed3741ec1120395e6e1a',
    kept: 'one rule',
  },
  {
    ours: 'src/theme/ContentVisibility/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/ContentVisibility/index.tsx',
    sha256: 'ca2821596fd67fa0e323cd8a2c5f8f6cceed94490654ae9b3f74f341d631d2c5',
    kept: 'the condition under which the original renders',
  },
  {
    ours: 'src/theme/DocVersionBanner/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/DocVersionBanner/index.tsx',
    sha256: '4cbfaa11f966ce242de021f0934df85b1a3517de31bb05fe2364add5b2f040fe',
    kept: 'the condition under which the original renders',
  },
  {
    ours: 'src/theme/DocItem/Footer/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/DocItem/Footer/index.tsx',
    sha256: 'e66cb95f8e068ca27ab2d2ac0ac2b0b27d65a2bcd45933aa47d246d0a8fc19af',
    kept: 'the condition under which the original renders',
  },
  {
    ours: 'src/theme/Navbar/MobileSidebar/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/Navbar/MobileSidebar/index.tsx',
    sha256: 'bcdcffc2de5c5af3bbc779e27efca4589757359b72b7fa48fd0b60cd519423d7',
    kept: 'when the original renders the menu, and the toggle it waits for',
  },
  {
    ours: 'plugins/speed/deferred-content/theme/DocItem/Content/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/DocItem/Content/index.tsx',
    sha256: 'a60acf97ab953670816c13b7f28c68f9e3d15af00d5b9f8a5e602e8dcc20448b',
    kept: 'the synthetic title and the markdown wrapper (replaced)',
  },
  {
    ours: 'plugins/speed/deferred-content/theme/BlogPostItem/Content/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/BlogPostItem/Content/index.tsx',
    sha256: '538f933a20aa6445f733b478778d5a55e605a662cd86c517dbc9febdd4fd8b77',
    kept: 'the markdown wrapper and its class names (replaced)',
  },
  {
    ours: 'plugins/syntax-highlighting/theme/CodeBlock/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    kept: 'the choice between a string and an element child (ejected)',
  },
  {
    ours: 'plugins/syntax-highlighting/theme/CodeBlock/Container/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/Container/index.tsx',
    sha256: '2ece6830dbb5b8d6ef57d88086d6e1ab14671923c06b9d80d12b45bedff7be60',
    kept: 'the container and its theme colours (ejected)',
  },
  {
    ours: 'plugins/syntax-highlighting/theme/CodeBlock/Content/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx',
    sha256: 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
    kept: 'the block markup, with lines written as HTML (replaced)',
  },
  {
    ours: 'plugins/syntax-highlighting/client/codeHtml.ts',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/Line/index.tsx',
    sha256: '514e4884af8d1d36007622b6cd9c73d1832355857867d063c22cb7a65dcc51c7',
    kept: 'the markup of a line, as a string (an empty line is its line break alone)',
  },
  {
    ours: 'plugins/syntax-highlighting/client/codeHtml.ts',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/Line/Token/index.tsx',
    sha256: '146d935fb3a62c161fee523945331bc6680897bddd98aebbb1abeede661ff86b',
    kept: 'the markup of a token, as a string (plain text is written bare)',
  },
  {
    ours: 'plugins/syntax-highlighting/theme/prism-include-languages.ts',
    upstream: '@docusaurus/theme-classic/src/theme/prism-include-languages.ts',
    sha256: 'ae4f25b4ca4dc254b47b072626e15a25e63dc23d4891e8b9e45f8257ea301770',
    kept: 'its signature (ours loads no language: they are bundled)',
  },
  {
    ours: 'plugins/speed/lean-runtime/client/lazyProgressBar.ts',
    upstream: '@docusaurus/theme-classic/src/nprogress.ts',
    sha256: 'ef7ec4308f09f00348b6e6b82a383b8f09696f2459579188a2b9a53309ce04e7',
    kept: 'the progress bar client module, with nprogress loaded on the first navigation',
  },
  {
    ours: 'plugins/speed/lean-runtime/client/docsClientUtils.ts',
    upstream: '@docusaurus/plugin-content-docs/src/client/docsClientUtils.ts',
    sha256: '2e7f9cce0cdae3367c06993fd07776ee5973ed5d58589c6588474b455a146871',
    kept: '`getActivePlugin`, without localeCompare',
  },
  {
    ours: 'plugins/speed/lean-runtime/client/themeCommonReactUtils.ts',
    upstream: '@docusaurus/theme-common/src/utils/reactUtils.tsx',
    sha256: '68aa75b0873929215a2ad37176742a2bacd86cbd1c5112413d089f6ca08bb1d1',
    kept: '`useShallowMemoObject`, without localeCompare',
  },
  {
    ours: 'plugins/speed/lean-runtime/index.ts',
    upstream: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    kept: 'the runtime code of `__webpack_require__.gca` (deferredChunkAssetPlugin)',
  },
  {
    ours: 'plugins/search-index/theme/SearchBar/contextualSearchTags.ts',
    upstream: '@docusaurus/plugin-content-docs/src/client/docsSearch.ts',
    sha256: '6e5ddf8e85f3d0ed54dd75cfa76a719e84a50eb4af3449257c59b8714626379c',
    kept: 'the contextual search tags, without localeCompare',
  },
  {
    ours: 'plugins/search-index/theme/SearchBar/index.tsx',
    upstream: '@docusaurus/theme-search-algolia/src/theme/SearchBar/index.tsx',
    sha256: '11ed3f658fb077fc06110893c9e4bdedd580a05be12f8c8c6ebf5767586eb04f',
    kept: 'what the search bar does (written anew)',
  },
  {
    ours: 'plugins/search-index/theme/SearchPage/index.tsx',
    upstream: '@docusaurus/theme-search-algolia/src/theme/SearchPage/index.tsx',
    sha256: 'ce927bf4f80a81368f3286123193ebd126ce035c94fef604b5d33e5f40a02910',
    kept: 'what the search page does (written anew)',
  },
];

const sha256Of = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('copies of upstream files', () => {
  it.each(upstreamCopies.map((copy) => [`${copy.ours} ← ${copy.upstream}`, copy] as const))(
    '%s: the upstream file is the one ours was compared with',
    (_name, copy) => {
      expect(fs.existsSync(path.join(repoRoot, copy.ours)), `${copy.ours} is gone: remove its entry`).toBe(true);
      const upstream = path.join(repoRoot, 'node_modules', copy.upstream);
      expect(fs.existsSync(upstream), `${copy.upstream} is gone upstream: ${copy.ours} copies it`).toBe(true);
      expect(
        sha256Of(upstream),
        `${copy.upstream} changed upstream: ${copy.ours} keeps ${copy.kept}. Compare them, then record the new hash`,
      ).toBe(copy.sha256);
    },
  );

  it('every ejected or copied theme component is in the list', () => {
    // Our theme components that are not wrappers (no @theme-original or @theme-init import) replace upstream ones.
    const themeDirs = ['src/theme', 'plugins/speed/deferred-content/theme', 'plugins/syntax-highlighting/theme'];
    const listed = new Set(upstreamCopies.map((copy) => copy.ours));
    const unlisted: string[] = [];
    for (const dir of themeDirs) {
      for (const file of fs.readdirSync(path.join(repoRoot, dir), {recursive: true, encoding: 'utf8'})) {
        if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
        const relative = path.join(dir, file);
        const source = fs.readFileSync(path.join(repoRoot, relative), 'utf8');
        if (/@theme-(original|init)\//.test(source)) continue;
        const upstreamName = file.replace(/\.tsx?$/, '');
        const upstreamExists =
          ['tsx', 'ts'].some((ext) =>
            fs.existsSync(
              path.join(repoRoot, 'node_modules/@docusaurus/theme-classic/src/theme', `${upstreamName}.${ext}`),
            ),
          ) ||
          // Docusaurus' own fallbacks of the theme components a theme may leave out (Loading, Error, …).
          fs.existsSync(
            path.join(repoRoot, 'node_modules/@docusaurus/core/lib/client/theme-fallback', `${upstreamName}.js`),
          );
        if (upstreamExists && !listed.has(relative)) unlisted.push(relative);
      }
    }
    expect(unlisted, 'theme components that replace an upstream one without a recorded upstream hash').toEqual([]);
  });
});
