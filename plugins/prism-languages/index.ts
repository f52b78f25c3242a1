import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

/** No options: the schema only rejects unknown keys. */
const optionsSchema = Joi.object({id: Joi.string()}).unknown(false);

export function validateOptions<T, U>({options, validate}: OptionValidationContext<T, U>): U {
  return validate(optionsSchema as never, (options ?? {}) as T);
}

/**
 * Ships only the Prism languages the site highlights. prism-react-renderer's single module bundles its own Prism
 * with some thirty grammars and all its themes, and theme-classic imports `Highlight` and `Prism` from it; in the
 * client and server bundles that import resolves to client/, the same Highlight on a Prism built from the
 * `prismjs` package with only the languages the docs use (client/prism.ts). Node code (the site config's themes)
 * still gets the package itself.
 */
export default function prismLanguagesPlugin(): Plugin<unknown> {
  return {
    name: 'prism-languages',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, 'client/index.ts')}}};
    },
  };
}

prismLanguagesPlugin.validateOptions = validateOptions;
