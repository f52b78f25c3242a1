/**
 * Client module: before the app starts, gives an address that spells a page otherwise than its own path (another
 * case, doubled or encoded slashes, a `?` sent percent-encoded) that page's address, and makes the app render the
 * page instead of hydrating the host's 404 page as if it were that page (see ../pageAddress.ts). Runs after the
 * repair of malformed escapes, so the address decodes.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import routes from '@generated/routes';
import {createRoot} from 'react-dom/client';
import {pageAtRoutes, planAddress} from '../pageAddress';

/** The decoded path of the page whose markup the server sent; undefined when there is none (development). */
function servedPath(container: HTMLElement): string | undefined | null {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (!canonical) return container.firstChild ? null : undefined;
  try {
    return decodeURI(new URL(canonical).pathname);
  } catch {
    return null;
  }
}

function start(): void {
  const container = document.getElementById('__docusaurus');
  if (!container) return;
  const served = servedPath(container);
  // Server markup whose page cannot be told: left to hydrate as it always did.
  if (served === null) return;
  const plan = planAddress(window.location, served, `${siteConfig.baseUrl}404.html`, pageAtRoutes(routes));
  if (plan.address !== undefined) {
    try {
      window.history.replaceState(window.history.state, '', plan.address);
    } catch {
      // An address the browser refuses leaves the page as the host sent it.
      return;
    }
  }
  // Docusaurus renders into a root that exists already instead of hydrating the container (its client entry
  // checks `window.docusaurusRoot`); the root replaces the 404 page's markup once the page's code has loaded.
  if (plan.renderAfresh && !window.docusaurusRoot) {
    window.docusaurusRoot = createRoot(container, {
      onRecoverableError: (error, errorInfo) => console.error('React recoverable error:', error, errorInfo),
    });
  }
}

if (ExecutionEnvironment.canUseDOM) start();
