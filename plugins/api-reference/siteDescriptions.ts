/**
 * Gives every export and class or interface member that has no doc comment of Lexical's own the site's description
 * (api-descriptions/, read through the package model), as its comment's summary, before TypeDoc resolves the project:
 * members that inherit or override one then get a copy from TypeDoc itself, as they would a doc comment.
 */
import type {CommentDisplayPart, DeclarationReflection, ProjectReflection, Reflection} from 'typedoc';
import {descriptionParts} from '../lexical-packages/descriptions';
import {noteHolder} from './historyNotes';

type TypeDoc = typeof import('typedoc');

/** A description as comment parts: code spans as TypeDoc's code parts, so the MDX escaping leaves them alone. */
export function descriptionDisplayParts(markdown: string): CommentDisplayPart[] {
  return descriptionParts(markdown).map((part): CommentDisplayPart => {
    if (part.kind === 'code') return {kind: 'code', text: `\`${part.text}\``};
    if (part.kind === 'link') return {kind: 'text', text: `[${part.text}](${part.url})`};
    return {kind: 'text', text: part.text};
  });
}

const hasText = (holder: {comment?: {summary: CommentDisplayPart[]}} | undefined) =>
  holder?.comment?.summary.some((part) => part.text.trim() !== '') ?? false;

/**
 * Adds the descriptions; `descriptionsOf` gives the applicable descriptions of the package a module belongs to.
 * Returns how many reflections got one.
 */
export function addSiteDescriptions(
  typedoc: TypeDoc,
  project: ProjectReflection,
  descriptionsOf: (moduleName: string) => ReadonlyMap<string, string> | undefined,
): number {
  const {ReflectionKind, Comment} = typedoc;
  const memberKinds =
    ReflectionKind.Constructor | ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor;
  let added = 0;
  for (const reflection of Object.values(project.reflections) as Reflection[]) {
    const parent = reflection.parent;
    let key: string | undefined;
    let moduleName: string | undefined;
    if (parent?.kindOf(ReflectionKind.Module)) {
      moduleName = parent.name;
      key = reflection.name;
    } else if (
      reflection.kindOf(memberKinds) &&
      parent?.kindOf(ReflectionKind.Class | ReflectionKind.Interface) &&
      parent.parent?.kindOf(ReflectionKind.Module)
    ) {
      moduleName = parent.parent.name;
      key = `${parent.name}.${reflection.name}`;
    }
    const description = moduleName && key ? descriptionsOf(moduleName)?.get(key) : undefined;
    if (!description) continue;
    const declaration = reflection as DeclarationReflection;
    const holders = [
      declaration,
      ...(declaration.signatures ?? []),
      ...(declaration.getSignature ? [declaration.getSignature] : []),
      ...(declaration.setSignature ? [declaration.setSignature] : []),
    ];
    if (holders.some(hasText)) continue;
    const holder = noteHolder(declaration);
    holder.comment ??= new Comment();
    holder.comment.summary = descriptionDisplayParts(description);
    added += 1;
  }
  return added;
}
