import {transform} from 'sucrase';
import {compileErrorLocation} from './source';

export type CompileResult = {ok: true; code: string} | {ok: false; message: string; line: number | null};

/**
 * Transpiles an example's TypeScript/TSX to CommonJS that the runtime can evaluate: types removed, JSX for React
 * 19's automatic runtime (`react/jsx-runtime`), imports as `require` calls. Lines are kept, so a line in an error
 * is a line of the source.
 */
export function compileExample(source: string, language: 'ts' | 'tsx'): CompileResult {
  try {
    const {code} = transform(source, {
      transforms: language === 'tsx' ? ['typescript', 'jsx', 'imports'] : ['typescript', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    });
    return {ok: true, code};
  } catch (error) {
    return {ok: false, ...compileErrorLocation(error)};
  }
}
