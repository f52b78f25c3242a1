/**
 * Gives every export and class or interface member that has no doc comment of Lexical's own the site's description
 * (api-descriptions/, read through the package model), as its comment's summary, before TypeDoc resolves the project:
 * members that inherit or override one then get a copy from TypeDoc itself, as they would a doc comment.
 */
import type {CommentDisplayPart, DeclarationReflection, ProjectReflection, Reflection} from 'typedoc';
import {descriptionParts} from '../../lib/lexical-packages/descriptions';
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
 * Returns the keys it placed, as `module name` and key.
 */
export function addSiteDescriptions(
  typedoc: TypeDoc,
  project: ProjectReflection,
  descriptionsOf: (moduleName: string) => ReadonlyMap<string, string> | undefined,
): Set<string> {
  const {ReflectionKind, Comment} = typedoc;
  const memberKinds =
    ReflectionKind.Constructor | ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor;
  const placed = new Set<string>();
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
    if (holdersOf(declaration).some(hasText)) continue;
    const holder = noteHolder(declaration);
    holder.comment ??= new Comment();
    holder.comment.summary = descriptionDisplayParts(description);
    placed.add(`${moduleName} ${key}`);
  }
  return placed;
}

/**
 * After TypeDoc has resolved inheritance: a member that inherits or overrides another and has no summary of its own
 * takes the summary of the nearest member up its chain that has one. TypeDoc copies a whole comment only to a member
 * with none, so a member whose comment holds tags only (`@returns`) kept an empty summary where its class's
 * description, Lexical's or ours, was meant to show.
 */
export function inheritSummaries(typedoc: TypeDoc, project: ProjectReflection): number {
  const {ReflectionKind} = typedoc;
  const memberKinds =
    ReflectionKind.Constructor | ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor;
  const upward = (declaration: DeclarationReflection) =>
    (declaration.inheritedFrom ?? declaration.overwrites ?? declaration.implementationOf)?.reflection as
      DeclarationReflection | undefined;
  let copied = 0;
  for (const reflection of Object.values(project.reflections) as Reflection[]) {
    if (
      !reflection.kindOf(memberKinds) ||
      !reflection.parent?.kindOf(ReflectionKind.Class | ReflectionKind.Interface)
    ) {
      continue;
    }
    const declaration = reflection as DeclarationReflection;
    if (holdersOf(declaration).some(hasText)) continue;
    let source = upward(declaration);
    for (let depth = 0; source && depth < 20 && !holdersOf(source).some(hasText); depth++) source = upward(source);
    const from = source && holdersOf(source).find(hasText);
    if (!from?.comment) continue;
    const holder = noteHolder(declaration);
    // Inherited members may share comment objects with the member they come from: write a copy.
    const comment = holder.comment ? holder.comment.clone() : new typedoc.Comment();
    comment.summary = from.comment.summary.map((part) => ({...part}));
    holder.comment = comment;
    copied += 1;
  }
  return copied;
}

function holdersOf(declaration: DeclarationReflection): {comment?: {summary: CommentDisplayPart[]}}[] {
  return [
    declaration,
    ...(declaration.signatures ?? []),
    ...(declaration.getSignature ? [declaration.getSignature] : []),
    ...(declaration.setSignature ? [declaration.setSignature] : []),
  ];
}
