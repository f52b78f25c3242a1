import {describe, expect, it} from 'vitest';
import type {Config} from '@docusaurus/types';
import config from '../../docusaurus.config';

describe('i18n in docusaurus.config.ts', () => {
  it('has the one locale, English, with every field of its config', () => {
    const i18n = (config as Config).i18n!;
    expect(i18n.defaultLocale).toBe('en');
    expect(i18n.locales).toEqual(['en']);
    expect(i18n.localeConfigs).toEqual({
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    });
  });

  it('puts the language dropdown last on the right of the navbar, next to the color-mode toggle', () => {
    const items = ((config as Config).themeConfig as {navbar: {items: {type?: string; position?: string}[]}}).navbar
      .items;
    const dropdowns = items.filter((item) => item.type === 'localeDropdown');
    expect(dropdowns).toEqual([{type: 'localeDropdown', position: 'right'}]);
    const rightItems = items.filter((item) => item.position === 'right');
    expect(rightItems[rightItems.length - 1]).toBe(dropdowns[0]);
  });
});
