import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

export interface ExtensionCatalogueOptions {
  /** Installed Lexical packages to leave out of the catalogue. */
  exclude: string[];
  /** Package name -> id of the group its extensions are listed under. */
  groups: Record<string, string>;
  /** Group of a package that `groups` does not name. */
  fallbackGroup: string;
}

/** The only place defaults live: the schema below fills them in. */
export const DEFAULT_OPTIONS: ExtensionCatalogueOptions = {
  exclude: ['@lexical/internal', '@lexical/eslint-plugin'],
  groups: {
    lexical: 'core',
    '@lexical/extension': 'core',
    '@lexical/a11y': 'core',
    '@lexical/clipboard': 'core',
    '@lexical/dragon': 'core',
    '@lexical/history': 'core',
    '@lexical/html': 'core',
    '@lexical/rich-text': 'text',
    '@lexical/plain-text': 'text',
    '@lexical/hashtag': 'text',
    '@lexical/link': 'text',
    '@lexical/mark': 'text',
    '@lexical/overflow': 'text',
    '@lexical/code': 'structure',
    '@lexical/code-core': 'structure',
    '@lexical/list': 'structure',
    '@lexical/table': 'structure',
    '@lexical/code-prism': 'integrations',
    '@lexical/code-shiki': 'integrations',
    '@lexical/mdast': 'integrations',
    '@lexical/tailwind': 'integrations',
    '@lexical/react': 'react',
  },
  fallbackGroup: 'other',
};

const optionsSchema = Joi.object<ExtensionCatalogueOptions>({
  exclude: Joi.array().items(Joi.string().min(1)).default(DEFAULT_OPTIONS.exclude),
  groups: Joi.object().pattern(Joi.string(), Joi.string().min(1)).default(DEFAULT_OPTIONS.groups),
  fallbackGroup: Joi.string().min(1).default(DEFAULT_OPTIONS.fallbackGroup),
}).unknown(false);

export const validateOptions = validateWith(optionsSchema);
