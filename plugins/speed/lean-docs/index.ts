import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions as DocsPluginNormalizedOptions} from '@docusaurus/plugin-content-docs';
import {validateOptions, type LeanDocsOwnOptions} from './options';

export {validateOptions} from './options';
export type {LeanDocsOptions, LeanDocsOwnOptions} from './options';

type DocsGlobalData = {versions: {mainDocId: string; docs: {id: string}[]}[]};
type VersionRouteProps = {version?: {docs?: Record<string, unknown>}};

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
