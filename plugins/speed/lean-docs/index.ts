import type {LoadContext, OptionValidationContext, Plugin, RouteConfig} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import pluginContentDocs, {
  validateOptions as validateDocsOptions,
  type Options as DocsPluginOptions,
  type PluginOptions as DocsPluginNormalizedOptions,
} from '@docusaurus/plugin-content-docs';

export interface LeanDocsOwnOptions {
  /**
   * Which of the version's docs the plugin's global data lists. Global data ships in the bundle every page loads,
   * and the theme reads that list only to find the "active doc" (for navbar items of the `doc` and `docSidebar`
   * types, and the banners of older versions). `'main'` keeps the version's main doc alone, for an instance none of
   * those point at. Default `'all'`.
   */
  globalDataDocs: 'all' | 'main';
}

export type LeanDocsOptions = DocsPluginOptions & Partial<LeanDocsOwnOptions>;

type DocsGlobalData = {versions: {mainDocId: string; docs: {id: string}[]}[]};
type VersionRouteProps = {version?: {docs?: Record<string, unknown>}};

const ownOptionsSchema = Joi.object<LeanDocsOwnOptions>({
  globalDataDocs: Joi.string().valid('all', 'main').default('all'),
});

/** Checks our option, then hands the rest to the docs plugin's own validation. */
export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U {
  const {globalDataDocs, ...docsOptions} = (context.options ?? {}) as LeanDocsOptions;
  // Docusaurus' `validate` adds the default plugin id: only our own key is taken from its answer.
  const own = context.validate(ownOptionsSchema as never, {globalDataDocs} as T) as LeanDocsOwnOptions;
  const docs = validateDocsOptions({...context, options: docsOptions} as never) as object;
  return {...docs, globalDataDocs: own.globalDataDocs} as U;
}

/**
 * The version route's props carry, beside the sidebars, a map of every doc of the version (id, title, description),
 * and every page of the instance downloads them: 6–7 KB gzipped on each docs page. Only the theme's `DocCard`
 * reads that map (`useDocById`, for category index pages and `<DocCardList>`), and the site renders neither. If it
 * ever does, `useDocById` throws "no version doc found" while the build renders that page, so it cannot go unseen.
 */
function withoutVersionDocsMap(route: RouteConfig): RouteConfig {
  const props = route.props as VersionRouteProps | undefined;
  return {
    ...route,
    ...(props?.version?.docs ? {props: {...props, version: {...props.version, docs: {}}}} : {}),
    ...(route.routes ? {routes: route.routes.map(withoutVersionDocsMap)} : {}),
  };
}

/** The docs plugin, minus data no page of this site reads (see `globalDataDocs` and `withoutVersionDocsMap`). */
export default async function leanDocsPlugin(
  context: LoadContext,
  validatedOptions: unknown,
): Promise<Plugin<unknown>> {
  const {globalDataDocs, ...docsOptions} = validatedOptions as DocsPluginNormalizedOptions & LeanDocsOwnOptions;
  const plugin = (await pluginContentDocs(context, docsOptions as DocsPluginNormalizedOptions)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error('lean-docs: the docs plugin has no contentLoaded step to wrap');
  return {
    ...plugin,
    contentLoaded: (args) =>
      contentLoaded({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => args.actions.addRoute(withoutVersionDocsMap(route)),
          setGlobalData: (data) => {
            if (globalDataDocs === 'all') return args.actions.setGlobalData(data);
            const {versions, ...rest} = data as DocsGlobalData;
            return args.actions.setGlobalData({
              ...rest,
              versions: versions.map((version) => ({
                ...version,
                docs: version.docs.filter((doc) => doc.id === version.mainDocId),
              })),
            });
          },
        },
      }),
  };
}

leanDocsPlugin.validateOptions = validateOptions;
