import type {ClientModule} from '@docusaurus/types';
import {pageState} from './deferredContent';

/** Tells the content runtime when the site has rendered, and when the reader navigates client-side. */
const siteRunning: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (!previousLocation) return;
    pageState.navigated = true;
    for (const start of pageState.pendingContents) start();
    pageState.pendingContents.clear();
  },
  onRouteDidUpdate() {
    pageState.siteRunning = true;
  },
};

export default siteRunning;
