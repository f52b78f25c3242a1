/**
 * Redirects from the URL schemes other generators of the Lexical API reference
 * used, derived from what this site documents (never listed by hand):
 *
 * - lexical.dev's current scheme keeps the hyphens and sub-path slashes of module
 *   names (`/docs/api/modules/lexical_rich-text`, `lexical_headless/dom`): those
 *   paths lead to this site's module page (`lexical_rich_text`, `lexical_headless_dom`).
 * - It also documents classes and interfaces as anchors of their module page
 *   (`/docs/api/modules/lexical#domslot`): each export documented elsewhere than at
 *   its module-page anchor gets an anchor redirect to where it is now.
 * - TypeDoc 0.2x gave class and interface members their bare lower-cased name as
 *   anchor (`classes/lexical.RangeSelection#anchor`); this site writes some of
 *   them differently (`#property-anchor`).
 * - This site gave the functions, variables and type aliases of `lexical` pages
 *   of their own (`/docs/api/functions/lexical.$getRoot`); they are sections of
 *   topic pages now (`/docs/api/modules/lexical/utilities#getroot`).
 *
 * A pure function of its input, so that it does not depend on how the reference
 * is generated.
 */
import type {Redirect} from './types';

export type ApiExportKind = 'class' | 'interface' | 'member';

/** One export of one module and the URL where it is documented. */
export interface ApiExport {
  /** Module as imported: `lexical`, `@lexical/rich-text`, `@lexical/react/LexicalComposer`. */
  moduleName: string;
  exportName: string;
  kind: ApiExportKind;
  /** Where the export is documented, with its anchor if it has one. */
  url: string;
}

/** The members of one class or interface page and their anchors on it. */
export interface ApiPageMembers {
  /** Page path: `/docs/api/classes/lexical.RangeSelection`. */
  pageUrl: string;
  members: readonly {name: string; anchor: string}[];
}

/** A member documented as a section of a topic page (api-reference/topics.ts). */
export interface ApiTopicMember {
  /** `/docs/api/functions/lexical.$getRoot`: the member's own page before it moved. */
  ownPageUrl: string;
  /** `/docs/api/modules/lexical/utilities#getroot`. */
  url: string;
}

export interface ApiAliasInput {
  exports: readonly ApiExport[];
  pages: readonly ApiPageMembers[];
  topicMembers: readonly ApiTopicMember[];
  /** Module name -> this site's module page path. */
  moduleUrl: (moduleName: string) => string;
}

/** The anchor older generators gave a member called `name`: lower-cased, without `$`. */
export function legacyMemberAnchor(name: string): string {
  return name.replace(/\$/g, '').toLowerCase();
}

/**
 * Module page names the lexical.dev generators used for `moduleName`, other than
 * `canonical`: hyphens kept, and the sub-path joined with `/` or with `_`.
 */
export function legacyModuleAliases(moduleName: string, canonical: string): string[] {
  const [scope, ...rest] = moduleName.replace(/^@/, '').split('/');
  const aliases = [[scope, ...rest].join('_'), rest.length > 1 ? `${scope}_${rest.join('/')}` : undefined];
  return [...new Set(aliases)].filter((alias): alias is string => alias !== undefined && alias !== canonical);
}

/** Every redirect of the API URL schemes, in a stable order. */
export function apiAliasRedirects({exports, pages, topicMembers, moduleUrl}: ApiAliasInput): Redirect[] {
  const redirects: Redirect[] = [];
  const moduleNames = [...new Set(exports.map((entry) => entry.moduleName))].sort();

  for (const moduleName of moduleNames) {
    const target = moduleUrl(moduleName);
    const base = target.slice(0, target.lastIndexOf('/') + 1);
    const canonical = target.slice(base.length);
    for (const alias of legacyModuleAliases(moduleName, canonical)) {
      redirects.push({
        from: `${base}${alias}`,
        to: target,
        reason: `lexical.dev spells the module page of ${moduleName} with its hyphens and slashes.`,
      });
    }
  }

  const seenAnchors = new Set<string>();
  for (const entry of exports) {
    const from = `${moduleUrl(entry.moduleName)}#${legacyMemberAnchor(entry.exportName)}`;
    if (from === entry.url || seenAnchors.has(from)) continue;
    seenAnchors.add(from);
    redirects.push({
      from,
      to: entry.url,
      reason:
        entry.kind === 'member'
          ? `${entry.exportName} is documented on a page of its own.`
          : `lexical.dev documents the ${entry.kind} ${entry.exportName} as an anchor of its module page.`,
    });
  }

  for (const {ownPageUrl, url} of topicMembers) {
    redirects.push({from: ownPageUrl, to: url, reason: 'Its own page became a section of a topic page.'});
  }

  for (const {pageUrl, members} of pages) {
    const anchors = new Set(members.map((member) => member.anchor));
    const legacyCount = new Map<string, number>();
    for (const {name} of members) {
      const old = legacyMemberAnchor(name);
      legacyCount.set(old, (legacyCount.get(old) ?? 0) + 1);
    }
    for (const {name, anchor} of members) {
      const old = legacyMemberAnchor(name);
      // An old anchor that still exists on the page, or that two members share, cannot be moved.
      if (anchors.has(old) || legacyCount.get(old) !== 1) continue;
      redirects.push({
        from: `${pageUrl}#${old}`,
        to: `${pageUrl}#${anchor}`,
        reason: `TypeDoc 0.2x anchored the member ${name} as #${old}.`,
      });
    }
  }
  return redirects;
}
