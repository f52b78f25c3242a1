/**
 * Puts what the API history and the sources say about each documented export and own class or interface member
 * into its doc comment before TypeDoc renders it, so that it lands where its documentation does (the class
 * page under its title, the section of a function, variable or type alias, the row of a property) and in the
 * module page's index rows: a 'Since v0.X.Y' badge, a link to the declaration at the release's tag, and for a
 * `@deprecated` one a single notice with the comment's advice and the release that first marked it (the tag
 * itself stays for TypeDoc's strike-through but is not rendered, see generate.ts).
 */
import type {
  Comment as CommentType,
  CommentDisplayPart,
  DeclarationReflection,
  ProjectReflection,
  Reflection,
  SignatureReflection,
} from 'typedoc';
import {deprecatedSinceText, exportSince, memberSince, sinceText, type DocumentedHistory} from '../api-history/since';
import type {SymbolHistory} from '../api-history/history';
import type {ExportSource, SourceLocation} from '../../lib/lexical-packages/sourceLocations';

type TypeDoc = typeof import('typedoc');

export interface HistoryNotesInput {
  docs: DocumentedHistory;
  /** Source locations by module, then export name (sourceLocations.ts). */
  sources: Map<string, Map<string, ExportSource>>;
}

/** What the page says about one export, member or deprecated overload. */
export interface Note {
  since?: string;
  deprecated?: {title: string; advice: CommentDisplayPart[]};
  source?: SourceLocation;
}

const text = (value: string): CommentDisplayPart => ({kind: 'text', text: value});

export function sinceBadge(since: string): string {
  return `<span className="api-since">${since}</span>`;
}

function sourceLink(source: SourceLocation): string {
  return `<a className="api-source" href="${source.url}">Source</a>`;
}

/** A summary that opens with a block (code, list, heading, table, quote) cannot take an inline badge before it. */
function opensWithBlock(summary: readonly CommentDisplayPart[]): boolean {
  const first = summary[0];
  if (!first) return false;
  if (first.kind === 'code' && first.text.startsWith('```')) return true;
  return first.kind === 'text' && /^\s*(?:[-*+] |\d+\. |#|>|\||```|\n)/.test(first.text);
}

/** The summary of a section: badge in the first paragraph (so index rows show it), then the notice and the link. */
export function sectionSummary(summary: readonly CommentDisplayPart[], note: Note): CommentDisplayPart[] {
  const parts: CommentDisplayPart[] = [];
  if (note.since) parts.push(text(`${sinceBadge(note.since)}${opensWithBlock(summary) ? '\n\n' : ' '}`));
  parts.push(...summary);
  if (note.deprecated) {
    parts.push(text(`\n\n:::warning[${note.deprecated.title}]\n\n`), ...note.deprecated.advice, text('\n\n:::'));
  }
  if (note.source) parts.push(text(`\n\n${sourceLink(note.source)}`));
  return parts;
}

/** The same on one line, for a row of a properties table. */
export function cellSummary(summary: readonly CommentDisplayPart[], note: Note): CommentDisplayPart[] {
  const parts: CommentDisplayPart[] = [];
  if (note.since) parts.push(text(`${sinceBadge(note.since)} `));
  if (note.deprecated) {
    parts.push(
      text(`<strong className="api-deprecated">${note.deprecated.title}:</strong> `),
      ...note.deprecated.advice,
    );
    if (summary.length > 0) parts.push(text(' '));
  }
  parts.push(...summary);
  if (note.source) parts.push(text(` ${sourceLink(note.source)}`));
  return parts;
}

/** History key of an own member: `constructor`, `static name` or `name`. */
function memberKey(typedoc: TypeDoc, member: DeclarationReflection): string {
  if (member.kindOf(typedoc.ReflectionKind.Constructor)) return 'constructor';
  if (member.name === 'constructor') return "['constructor']";
  return member.flags.isStatic ? `static ${member.name}` : member.name;
}

/** Those of `holders` whose own comment carries `@deprecated`, with the tag's advice. */
function deprecatedHolders(
  holders: readonly {comment?: CommentType}[],
): {holder: {comment?: CommentType}; advice: CommentDisplayPart[]}[] {
  return holders.flatMap((holder) => {
    const tag = holder.comment?.getTag('@deprecated');
    return tag ? [{holder, advice: tag.content}] : [];
  });
}

/**
 * Adds the notes to every export of the documented modules and to every own member of their classes and
 * interfaces; an inherited member gets its deprecation notice only (its badge and link are on its own class).
 */
export function addHistoryNotes(typedoc: TypeDoc, project: ProjectReflection, input: HistoryNotesInput): void {
  const {ReflectionKind, Comment} = typedoc;
  const memberKinds =
    ReflectionKind.Constructor | ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor;
  const topKinds =
    ReflectionKind.Class |
    ReflectionKind.Interface |
    ReflectionKind.Function |
    ReflectionKind.Variable |
    ReflectionKind.TypeAlias |
    ReflectionKind.Enum |
    ReflectionKind.Namespace;
  for (const reflection of Object.values(project.reflections) as Reflection[]) {
    const parent = reflection.parent;
    if (!parent) continue;
    const declaration = reflection as DeclarationReflection;
    let entry: SymbolHistory | undefined;
    let since: string | undefined;
    let source: SourceLocation | undefined;
    if (reflection.kindOf(topKinds) && parent.kindOf(ReflectionKind.Module)) {
      entry = exportSince(input.docs, parent.name, reflection.name);
      since = entry && sinceText(entry);
      source = input.sources.get(parent.name)?.get(reflection.name);
    } else if (
      reflection.kindOf(memberKinds) &&
      parent.kindOf(ReflectionKind.Class | ReflectionKind.Interface) &&
      parent.parent?.kindOf(ReflectionKind.Module)
    ) {
      const key = memberKey(typedoc, declaration);
      if (declaration.inheritedFrom) {
        // Its badge and source link are on the class that declares it; a deprecation shows wherever it is listed.
        // Inherited through a class that inherits it too: follow the chain to the declaration.
        let declaring: Reflection | undefined = declaration;
        while ((declaring as DeclarationReflection | undefined)?.inheritedFrom?.reflection) {
          declaring = (declaring as DeclarationReflection).inheritedFrom!.reflection;
        }
        while (declaring && !declaring.kindOf(ReflectionKind.Class | ReflectionKind.Interface)) {
          declaring = declaring.parent;
        }
        const declaringModule = declaring?.parent;
        entry =
          declaring && declaringModule?.kindOf(ReflectionKind.Module)
            ? memberSince(input.docs, declaringModule.name, declaring.name, key)
            : undefined;
      } else {
        const module = parent.parent.name;
        const member = memberSince(input.docs, module, parent.name, key);
        entry = member;
        since = member?.showSince ? sinceText(member) : undefined;
        source = input.sources.get(module)?.get(parent.name)?.members.get(key);
      }
    } else {
      continue;
    }
    const primary = noteHolder(declaration);
    const notes = new Map<{comment?: CommentType}, Note>([[primary, {since, source}]]);
    const signatures = [
      ...(declaration.signatures ?? []),
      ...(declaration.getSignature ? [declaration.getSignature] : []),
      ...(declaration.setSignature ? [declaration.setSignature] : []),
    ];
    const title = (entry && deprecatedSinceText(entry)) ?? 'Deprecated';
    // A deprecated overload gets the notice on its own signature; a deprecated export or member on its summary.
    for (const {holder, advice} of deprecatedHolders([declaration, ...signatures])) {
      const target = holder === declaration || signatures.length === 1 ? primary : holder;
      const note = notes.get(target) ?? {};
      note.deprecated ??= {title, advice};
      notes.set(target, note);
    }
    const inTable = reflection.kindOf(ReflectionKind.Property);
    for (const [holder, note] of notes) {
      if (!note.since && !note.deprecated && !note.source) continue;
      // Inherited members share their comment objects with the declaring class: edit a copy.
      const comment = holder.comment ? holder.comment.clone() : new Comment();
      comment.summary = (inTable ? cellSummary : sectionSummary)(comment.summary, note);
      holder.comment = comment;
    }
  }
}

/** The comment the theme renders as the summary: a signature's (functions, methods) or the declaration's. */
export function noteHolder(declaration: DeclarationReflection): {comment?: CommentType} {
  // The theme renders an accessor's summary from its get (or set) signature only.
  const accessor = declaration.getSignature ?? declaration.setSignature;
  if (accessor) return accessor;
  const signature: SignatureReflection | undefined = declaration.signatures?.[0];
  if (!signature) return declaration;
  if (!signature.comment && declaration.comment && (declaration.signatures?.length ?? 1) === 1) return declaration;
  return signature;
}

/**
 * A module page's re-exports (`### X {#x}` then 'Re-exports [X](...)') have no doc comment of their own: each gets
 * the badge of when this module started exporting it.
 */
export function withReExportBadges(markdown: string, sinceOf: (name: string) => string | undefined): string {
  return markdown.replace(
    /^(### (.+?) \{#[^}]+\}\n\n)((?:Renames and re-exports|Re-exports) )/gm,
    (whole, heading: string, title: string, text: string) => {
      const since = sinceOf(title.replace(/~~|\\/g, ''));
      return since ? `${heading}${sinceBadge(since)} ${text}` : whole;
    },
  );
}
