import type {Comment as CommentType, ProjectReflection} from 'typedoc';

type TypeDoc = typeof import('typedoc');

const licenseMarker = 'This source code is licensed under the MIT license';

/**
 * Cleans the doc comments before rendering: the installed sources start with a
 * license header, which is dropped when TypeDoc takes it for a doc comment; and
 * comment text is escaped for MDX here, once, for every part of a comment
 * (authors already escape some braces for TSDoc, and the plugin's own
 * `sanitizeComments` misses `@returns`). Code parts are left alone.
 */
export function cleanComments(typedoc: TypeDoc, project: ProjectReflection): void {
  // Comments can be shared between reflections (inherited members): escape each part once.
  const escaped = new WeakSet<object>();
  const unescape = (parts: CommentType['summary']) => {
    for (const part of parts) {
      if (part.kind !== 'text' || escaped.has(part)) continue;
      escaped.add(part);
      part.text = part.text
        .replace(/\\([{}@<>])/g, '$1')
        .replace(/[{}<]/g, (char) => `\\${char}`)
        .replace(/(?!^)>/gm, '\\>');
    }
  };
  for (const reflection of Object.values(project.reflections)) {
    const holders: {comment?: CommentType}[] = [reflection as {comment?: CommentType}];
    if ('signatures' in reflection && Array.isArray(reflection.signatures)) holders.push(...reflection.signatures);
    for (const holder of holders) {
      if (holder.comment) {
        // Lexical marks some classes for a TypeDoc plugin we do not use; the tag would render as
        // an empty 'No Inherit Doc' heading. (Inherited members stay: they are marked as such.)
        holder.comment.blockTags = holder.comment.blockTags.filter((tag) => tag.tag !== '@noInheritDoc');
        holder.comment.removeModifier('@noInheritDoc');
        unescape(holder.comment.summary);
        for (const tag of holder.comment.blockTags) unescape(tag.content);
      }
      if (holder.comment && typedoc.Comment.combineDisplayParts(holder.comment.summary).includes(licenseMarker)) {
        holder.comment.summary = [];
        if (holder.comment.blockTags.length === 0 && holder.comment.modifierTags.size === 0) delete holder.comment;
      }
    }
  }
}

/**
 * An export marked `@internal` is still importable, so it gets its page (the
 * tag is shown); internal members of classes and interfaces are implementation
 * details that would only weigh the pages down, so they are dropped.
 */
export function dropInternalMembers(typedoc: TypeDoc, project: ProjectReflection): void {
  const {ReflectionKind} = typedoc;
  for (const reflection of Object.values(project.reflections)) {
    // Members of classes and interfaces only: the call signature of an exported internal function is the
    // function itself, and dropping it left the function's section without a signature.
    if (!reflection.parent?.kindOf(ReflectionKind.ClassOrInterface)) continue;
    const accessor = reflection as {getSignature?: {comment?: CommentType}; setSignature?: {comment?: CommentType}};
    const internal =
      reflection.comment?.hasModifier('@internal') ||
      // An accessor marked internal (a property redeclared in an interface merged into its class keeps it listed).
      accessor.getSignature?.comment?.hasModifier('@internal') ||
      accessor.setSignature?.comment?.hasModifier('@internal') ||
      ('signatures' in reflection &&
        Array.isArray(reflection.signatures) &&
        reflection.signatures.length > 0 &&
        reflection.signatures.every((signature: {comment?: CommentType}) =>
          signature.comment?.hasModifier('@internal'),
        ));
    if (internal) project.removeReflection(reflection);
  }
}
