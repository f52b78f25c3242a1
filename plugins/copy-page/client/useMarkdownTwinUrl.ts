import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownTwinUrl} from '../../markdown-twins/twinPath';

/** Root-relative URL of the current page's Markdown twin; the same on the server and in the browser. */
export function useMarkdownTwinUrl(): string {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return markdownTwinUrl(pathname, siteConfig.baseUrl);
}
