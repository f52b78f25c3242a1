import {transform} from 'sucrase';
import {instrumentExample, unusedName, type InstrumentNames} from './instrument';
import {compileErrorLocation} from './source';

export type CompileResult =
  {ok: true; code: string; names: InstrumentNames} | {ok: false; message: string; line: number | null};

/**
 * Transpiles an example's TypeScript/TSX to CommonJS that the runtime can evaluate: types removed, JSX for React
 * 19's automatic runtime (`react/jsx-runtime`), imports as `require` calls; then adds the loop guard and the run's
 * timers and listeners (instrument.ts), under `names`, which the code does not use otherwise. Lines are kept, so a
 * line in an error is a line of the source.
 */
export function compileExample(source: string, language: 'ts' | 'tsx'): CompileResult {
  try {
    const {code} = transform(source, {
      transforms: language === 'tsx' ? ['typescript', 'jsx', 'imports'] : ['typescript', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    });
    const names: InstrumentNames = {loopGuard: unusedName(code, '$loopGuard'), scope: unusedName(code, '$runScope')};
    return {ok: true, code: instrumentExample(code, names), names};
  } catch (error) {
    return {ok: false, ...compileErrorLocation(error)};
  }
}
