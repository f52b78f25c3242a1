import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';

/** No options: the schema only rejects unknown keys. */
const optionsSchema = Joi.object({id: Joi.string()}).unknown(false);

export const validateOptions = validateWith(optionsSchema);

/**
 * Ships the MermaidDiagram theme component that remark/mermaid-svg puts in place of
 * each mermaid block; the SVGs it shows are static files (static/diagrams), so the plugin loads
 * no content of its own.
 */
export default function mermaidSvgPlugin(): Plugin<unknown> {
  return {
    name: 'mermaid-svg',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
  };
}

mermaidSvgPlugin.validateOptions = validateOptions;
