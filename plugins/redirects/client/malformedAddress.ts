/**
 * Client module: an address with a malformed percent-escape (a link cut short,
 * `/docs/%E0%A4%A`) makes Docusaurus' router throw "URI malformed" before the
 * page renders, leaving the 404 page the host served without its scripts. This
 * runs first (client modules load before the app starts) and rewrites the
 * address in place, with the bad `%` escaped, so the router shows "Page Not Found".
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {escapeMalformedPercents} from '../percentEncoding';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const address = `${pathname}${search}${hash}`;
  const repaired = escapeMalformedPercents(address);
  if (repaired !== address) window.history.replaceState(window.history.state, '', repaired);
}
