import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// 'api' comes first on purpose: the first doc of the first sidebar is the
// version's main doc, and the spec makes the API index the main doc.
const sidebars: SidebarsConfig = {
  api: [{type: 'doc', id: 'api/index', label: 'API reference'}],
  docs: [{type: 'doc', id: 'intro', label: 'Introduction'}],
};

export default sidebars;
