// Sucrase's parser, which its `transform` uses, read again by instrument.ts. The package has no `exports` map and
// ships the parser's types apart from its ES modules: these name the one for the other.
declare module 'sucrase/dist/esm/parser/index.js' {
  export {parse} from 'sucrase/dist/types/parser/index';
}

declare module 'sucrase/dist/esm/parser/tokenizer/index.js' {
  export {IdentifierRole, isDeclaration} from 'sucrase/dist/types/parser/tokenizer/index';
}

declare module 'sucrase/dist/esm/parser/tokenizer/types.js' {
  export {TokenType} from 'sucrase/dist/types/parser/tokenizer/types';
}
