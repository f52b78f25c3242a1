import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/lib/ui/ScrollableTable';

/** Docusaurus' MDX components, with tables that keyboard users can scroll. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
