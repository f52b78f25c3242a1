import type {OptionValidationContext} from '@docusaurus/types';
import type {Joi} from '@docusaurus/utils-validation';

/**
 * A plugin's `validateOptions` from its Joi schema. Docusaurus calls it with the options written in
 * docusaurus.config.ts before it calls the plugin, and reports a failure in its own words, naming the plugin; the
 * schema fills in the defaults and rejects unknown keys. The plugin receives what the schema returns.
 */
export function validateWith(schema: Joi.ObjectSchema) {
  return function validateOptions<T, U>({options, validate}: OptionValidationContext<T, U>): U {
    return validate(schema as never, (options ?? {}) as T);
  };
}
