import {createRequire} from 'node:module';

/**
 * Docusaurus loads config and plugins through a transpiler (jiti) that would
 * re-transpile TypeDoc's large ESM bundle on every start. Node's own require
 * (which loads ES modules since Node 20.19) is much faster.
 */
export const requireNative = createRequire(__filename);
