import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {sidebarFileName} from './constants';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/**
 * Items of the 'api' sidebar: written by the api-reference plugin when it
 * generates the pages (it runs before the docs plugin reads sidebars.ts).
 * Before the first generation only the hand-written index exists.
 */
export function apiSidebarItems(docsDir = path.resolve(__dirname, '../../docs')): SidebarItems {
  const file = path.join(docsDir, 'api', sidebarFileName);
  if (!fs.existsSync(file)) return [{type: 'doc', id: 'api/index', label: 'API reference'}];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SidebarItems;
}
